/**
 * The demo API as a Node HTTP server: every request goes to the same MSW handlers that vitest uses
 * (MSW's `getResponse`), so `npm start`, `npm run dev`, Playwright and Lighthouse all talk to one
 * fake. With `--static <dir>` it also serves the built shop on the same origin.
 *
 *   tsx demo-api/server.ts [--port 8787] [--host 127.0.0.1] [--static dist]
 *
 * Environment (also read from the env files of the development mode, vite/env-files.ts): DEMO_API_PORT (8787), DEMO_API_LOG=1 (one
 * line per request), DEMO_DATA_FILE, DEMO_ACCESS_TOKEN_SECONDS, DEMO_SITE_URL (the shop's origin
 * in mailed links; see `siteUrl` below).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_SITE_ORIGIN, parseSiteOrigin, setSiteOrigin } from './auth/site-origin';
import { loadStore } from './db/store';
import { handlers } from './handlers/index';
import { startHandlerServer, type RunningServer } from './server/create-server';
import { loadEnvFiles } from '../vite/env-files';

export type DemoServer = RunningServer;

export interface DemoServerOptions {
  /** Default: DEMO_API_PORT, else 8787. */
  port?: number;
  /** Default: 127.0.0.1 */
  host?: string;
  /** A folder with the built shop (dist/) to serve next to the API, with SPA fallback. */
  staticDir?: string;
  /** Default: DEMO_API_LOG=1 */
  log?: boolean;
  /**
   * The shop's origin in mailed links (password reset, magic link). Default: DEMO_SITE_URL, else
   * http://localhost:<port> when this server serves the shop (what `npm start` prints), else
   * http://localhost:4173 (`vite preview` in front of this API).
   */
  siteUrl?: string;
}

/**
 * Starts the demo API (and the shop, with `staticDir`). Rejects before listening with a
 * StoreFileError when DEMO_DATA_FILE is set to a file it cannot use (that file is left untouched),
 * and with a SiteOriginError when the site URL is not an origin.
 */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const siteUrl = options.siteUrl ?? (process.env.DEMO_SITE_URL || undefined);
  const configuredOrigin = siteUrl === undefined ? undefined : parseSiteOrigin(siteUrl);
  loadStore();
  const demo = await startHandlerServer({
    handlers,
    port: options.port ?? Number(process.env.DEMO_API_PORT || 8787),
    host: options.host,
    staticDir: options.staticDir,
    log: options.log ?? process.env.DEMO_API_LOG === '1',
  });
  // Set before any request is handled (this continues the `listening` callback as a microtask).
  // localhost rather than 127.0.0.1: the address `npm start` prints, so a link opens the host whose
  // cookies and stored passwordless attempt the shopper already has (browsers keep them per host).
  const ownShop = options.staticDir ? `http://localhost:${new URL(demo.url).port}` : undefined;
  setSiteOrigin(configuredOrigin ?? ownShop ?? DEFAULT_SITE_ORIGIN);
  return demo;
}

async function main() {
  loadEnvFiles('development');
  // A stray rejection inside a handler is logged; the demo must keep serving.
  process.on('unhandledRejection', (reason) =>
    console.error('[demo-api] unhandled rejection:', reason),
  );
  const { values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string' }, static: { type: 'string' } },
  });
  const port = Number(values.port || process.env.DEMO_API_PORT || 8787);
  try {
    const demo = await startDemoServer({ port, host: values.host, staticDir: values.static });
    console.log(
      values.static
        ? `Demo API and shop (${values.static}/) at ${demo.url}`
        : `Demo API listening at ${demo.url}`,
    );
    const stop = () => {
      void demo.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `[demo-api] Port ${port} is in use: stop the other server or set DEMO_API_PORT.`
        : `[demo-api] Could not start: ${String(error)}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
