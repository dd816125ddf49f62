/**
 * The servers the serving checks run against, over the build being tested (dist/ or
 * SHOP_DIST_DIR) with a planted source map: a demo API as the upstream, nginx with a given
 * configuration, and the demo server's own static serving.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startDemoServer, type DemoServer } from '../../demo-api/server';
import { startNginx, type RunningNginx } from '../../scripts/nginx/nginx-process';
import { distDir } from '../../scripts/lib/project';
import { NGINX_TEMPLATE_FILE } from '../../scripts/serving/nginx-config';
import { readCspSources } from '../../scripts/serving/write-serving-files';
import type { CspSources } from '../../vite/csp-policy';
import { overlayRoot, type OverlayRoot } from './overlay-root';
import { servingFacts, type ServingFacts } from './serving-facts';

export interface ServingSetup {
  api: DemoServer;
  overlay: OverlayRoot;
  facts: ServingFacts;
  sources: CspSources;
  /** The template the build wrote. */
  template: string;
  /** nginx with a configuration (default: the build's template) over the overlay. */
  nginx: (template?: string) => Promise<RunningNginx>;
  close: () => Promise<void>;
}

export async function servingSetup(): Promise<ServingSetup> {
  const api = await startDemoServer({ port: 0 });
  const overlay = overlayRoot(distDir);
  const template = readFileSync(path.join(distDir, NGINX_TEMPLATE_FILE), 'utf8');
  return {
    api,
    overlay,
    facts: await servingFacts(distDir, api.url, overlay.sourceMap),
    sources: await readCspSources(distDir),
    template,
    nginx: (config = template) =>
      startNginx({
        template: config,
        upstreams: { API_UPSTREAM: api.url, AUTH_UPSTREAM: api.url },
        root: overlay.root,
      }),
    close: async () => {
      await api.close();
      overlay.remove();
    },
  };
}
