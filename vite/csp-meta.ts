/**
 * Vite plugin (build only): puts the Content-Security-Policy into the built index.html as a
 * `<meta http-equiv>` fallback for hosts that cannot send headers, and writes the build's policy
 * sources to `.vite/csp.json`, from which the demo server sends its headers and the build writes
 * the web servers' configuration (scripts/serving). `vite dev` is left alone: its HMR client
 * needs inline scripts and eval.
 */
import type { Plugin } from 'vite';
import { contentSecurityPolicy, cspSourcesFromEnv, type CspSources } from './csp-policy.ts';

export const CSP_SOURCES_FILE = '.vite/csp.json';

export function cspMetaPlugin(): Plugin {
  let sources: CspSources = cspSourcesFromEnv({});
  return {
    name: 'shop:csp-meta',
    apply: 'build',
    configResolved(config) {
      // config.env: the VITE_* values of .env files and the environment, as the bundle sees them.
      sources = cspSourcesFromEnv(config.env as Record<string, string | undefined>);
    },
    transformIndexHtml() {
      // https is unknown at build time, so no upgrade-insecure-requests here: the header adds it.
      const content = contentSecurityPolicy(sources, { target: 'meta', https: false });
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content },
          injectTo: 'head-prepend',
        },
      ];
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: CSP_SOURCES_FILE,
        source: `${JSON.stringify(sources, null, 2)}\n`,
      });
    },
  };
}
