import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appManifestPlugin } from './vite/app-manifest.ts';
import { compiledMessagesPlugin } from './vite/compiled-messages.ts';
import { cspMetaPlugin } from './vite/csp-meta.ts';
import { readEnvFiles } from './vite/env-files.ts';
import { sentrySourceMapsPlugin, sentryUploadFromEnv } from './vite/sentry-source-maps.ts';

/**
 * Writes dist/version.json ({ "buildId": … }) and exposes the same id to the app as
 * `import.meta.env.VITE_BUILD_ID`, so a running shop can notice that a newer build was deployed
 * (and Sentry names its release after it). The web server must send version.json with
 * `Cache-Control: no-cache` (see README).
 */
function buildVersion(buildId: string): Plugin {
  return {
    name: 'shop:build-version',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ buildId }),
      });
    },
  };
}

// A function of the mode, as Vite's own examples read env files; vitest.config.ts calls it.
export default defineConfig(({ mode, isSsrBuild }) => {
  // Every variable of the mode's env files, not only the VITE_* ones the bundle sees (loadEnv).
  const env = readEnvFiles(mode);
  const demoApi = `http://127.0.0.1:${Number(env.DEMO_API_PORT || 8787)}`;
  // The shop, its API and auth share one origin: dev and preview servers hand these to the demo API.
  const proxy = { '/api': demoApi, '/auth': demoApi, '/__demo': demoApi };
  // `npm run build` sets BUILD_ID once for its browser and server builds (scripts/lib/project.ts).
  const buildId = env.BUILD_ID || new Date().toISOString();
  // The server bundle (prerender, in Node) is not served and its maps are not uploaded.
  const sentryUpload = isSsrBuild ? undefined : sentryUploadFromEnv(env);
  return {
    plugins: [
      react(),
      buildVersion(buildId),
      compiledMessagesPlugin(),
      cspMetaPlugin(),
      appManifestPlugin(),
      sentrySourceMapsPlugin(sentryUpload, buildId),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // Messages are precompiled (vite/compiled-messages.ts), so the ICU parser stays out of the
        // bundle. Vitest keeps the parser: the locale tests compile every message with it.
        ...(process.env.VITEST
          ? []
          : [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: fileURLToPath(
                  new URL(
                    './node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
                    import.meta.url,
                  ),
                ),
              },
            ]),
      ],
    },
    build: {
      // scripts/size/checks.ts follows the manifest's static `imports` to measure the first-render JS.
      manifest: true,
      // Browser build: `hidden` maps for Sentry only when they are uploaded, then deleted by its
      // plugin (vite/sentry-source-maps.ts); none otherwise. Server build: maps for prerender
      // stack traces.
      sourcemap: isSsrBuild ? true : sentryUpload ? 'hidden' : false,
      // One stylesheet for the whole shop (13 KB gzip), linked from index.html: a prerendered page
      // waits for one CSS request before its first paint instead of four, and no later page waits
      // for its own.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically goes into the entry chunk: one request instead
          // of ten, and one gzip stream (3 KB smaller than the same code in ten files). Lazy chunks
          // import shared code from it, which is always loaded first anyway.
          codeSplitting: {
            groups: [
              { name: 'index', tags: ['$initial'], priority: 2 },
              // The contract (zod and every schema) and the environment check: what the first API
              // answer waits for, as one request instead of six. Not its plain arithmetic and
              // formats (money.ts, formats.ts): pages use those to show amounts, and importing
              // them must not make a page's code wait for the schemas.
              {
                name: 'contract',
                test: /src[\\/]shared[\\/](api[\\/]contract[\\/](?!(money|formats)\.ts)|config[\\/]env\.ts)|node_modules[\\/]zod[\\/]/,
                priority: 1,
              },
              // The UI pieces and catalogue calls most pages share (price, product card, dialog, form
              // fields, favourites): one request for a product page instead of six. Not the form
              // library's hook: a group takes its modules' dependencies with it, and react-hook-form
              // (14 KB gzip) would then load on every page, not only on pages with a form.
              {
                name: 'shop-ui',
                test: /src[\\/]features[\\/](catalog[\\/](components|api)|favorites)[\\/]|src[\\/]shared[\\/]ui[\\/](?!form[\\/]use-shop-form)/,
                priority: 0,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
  };
});
