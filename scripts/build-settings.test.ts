/**
 * A production build names its API and public address: without them `npm run build` stops at
 * once, naming both, instead of building the demo catalogue with `localhost` links.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProductionSettings, root } from './lib/project';

describe('production build settings', () => {
  it('names both settings when neither is set, and the one that is missing', () => {
    expect(() => checkProductionSettings({})).toThrow(/VITE_API_URL and VITE_SITE_URL are not set/);
    expect(() => checkProductionSettings({ VITE_API_URL: '/api', VITE_SITE_URL: ' ' })).toThrow(
      /VITE_SITE_URL is not set/,
    );
    expect(() =>
      checkProductionSettings({ VITE_API_URL: '/api', VITE_SITE_URL: 'https://www.example.nl' }),
    ).not.toThrow();
  });

  it('`npm run build` without them stops before it builds, and says how to build the demo', () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(VITEST|VITE_|NODE_ENV$)/.test(name)),
    );
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/build.ts', '--no-prerender'],
      // The repository has no env files of its own (only .env.example): nothing sets them here.
      { cwd: root, env, encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('VITE_API_URL and VITE_SITE_URL are not set');
    expect(result.stderr).toContain('npm run build -- --demo');
    expect(result.stdout).not.toContain('Building');
  });
});
