import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    defineConfig({
      test: {
        globals: true,
        restoreMocks: true,
        projects: [
          {
            extends: true,
            test: {
              name: 'web',
              environment: 'jsdom',
              include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
              setupFiles: ['tests/setup.ts'],
            },
          },
          {
            extends: true,
            test: {
              name: 'node',
              environment: 'node',
              include: [
                'demo-api/**/*.test.ts',
                'auth-backend/**/*.test.ts',
                'scripts/**/*.test.ts',
                'vite/**/*.test.ts',
              ],
            },
          },
        ],
      },
    }),
  ),
);
