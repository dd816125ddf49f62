/**
 * The built shop behind this machine's nginx, with the configuration the build generated
 * (dist/.vite/nginx/default.conf.template) and a demo API as both upstreams: what the Docker
 * image does with that file, without Docker. `npm run test:nginx` starts it (e2e-nginx/).
 *
 *   tsx scripts/nginx/serve.ts             a free port; dist/, or SHOP_DIST_DIR
 *   PORT=8080 tsx scripts/nginx/serve.ts   that port
 *
 * nginx runs as a child with its own prefix in a temporary folder (scripts/nginx/nginx-process.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startDemoServer } from '../../demo-api/server';
import { loadEnvFiles } from '../../vite/env-files';
import { distDir, ensureBuilt } from '../lib/project';
import { NGINX_TEMPLATE_FILE } from '../serving/nginx-config';
import { freePort } from './free-port';
import { startNginx } from './nginx-process';

loadEnvFiles('production');

try {
  await ensureBuilt(false);
  const templateFile = path.join(distDir, NGINX_TEMPLATE_FILE);
  if (!existsSync(templateFile))
    throw new Error(`${templateFile} is missing: build the shop again (npm run build).`);
  const port = Number(process.env.PORT || (await freePort()));
  const shopUrl = `http://127.0.0.1:${port}`;
  // Mailed links (password reset, magic link) lead to the shop behind nginx.
  const api = await startDemoServer({ port: 0, siteUrl: shopUrl });
  const nginx = await startNginx({
    template: readFileSync(templateFile, 'utf8'),
    upstreams: { API_UPSTREAM: api.url, AUTH_UPSTREAM: api.url },
    root: distDir,
    port,
  });
  console.log(`Shop behind nginx at ${nginx.url}/nl (demo API at ${api.url}; Ctrl-C stops)`);

  let stopping = false;
  const stop = async (code: number) => {
    stopping = true;
    await Promise.all([nginx.stop(), api.close()]);
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  // A signal to the whole process group (Ctrl-C, Playwright's shutdown) stops nginx too: it then
  // exits with 0. Anything else is a failure.
  void nginx.exited.then((code) => {
    if (stopping) return;
    if (code !== 0) console.error(`nginx stopped (exit ${code}):\n${nginx.errorLog()}`);
    void stop(code === 0 ? 0 : 1);
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
