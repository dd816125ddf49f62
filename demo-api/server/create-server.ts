/**
 * An HTTP server that answers every request with a list of MSW request handlers (MSW's
 * `getResponse`), and optionally serves a built SPA from a folder on the same origin.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { sendFetchResponse, sendJson, toFetchRequest } from './fetch-bridge';
import { staticSite, type StaticSite } from './static-files';

export interface HandlerServerOptions {
  handlers: RequestHandler[];
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** A folder with the built shop (dist/) to serve next to the API, with SPA fallback. */
  staticDir?: string;
  /** One line per request on stdout. */
  log?: boolean;
}

export interface RunningServer {
  server: Server;
  /** Where the server listens, e.g. http://127.0.0.1:8787 */
  url: string;
  close: () => Promise<void>;
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: RequestHandler[],
  site: StaticSite | undefined,
) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  if (site && (await site.serve(req, res, url.pathname))) return;

  const aborted = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) aborted.abort();
  });
  const request = await toFetchRequest(req, url.origin, aborted.signal);
  const response = await getResponse(handlers, request, { baseUrl: url.origin, quiet: true });

  if (response?.type === 'error') {
    // HttpResponse.error(): the client sees a network failure, as with a dropped connection.
    res.destroy();
    return;
  }
  if (response && response.headers.get('x-msw-intention') !== 'passthrough') {
    await sendFetchResponse(req, res, response);
    return;
  }
  if (site && (await site.serveFallback(req, res, url.pathname))) return;
  sendJson(res, 404, { message: `Not found: ${url.pathname}` });
}

export function startHandlerServer(options: HandlerServerOptions): Promise<RunningServer> {
  const { handlers, port, host = '127.0.0.1', log = false } = options;
  const site = options.staticDir ? staticSite(options.staticDir) : undefined;

  const server = createServer((req, res) => {
    const started = performance.now();
    if (log) {
      res.on('close', () => {
        const ms = (performance.now() - started).toFixed(0);
        const status = res.writableFinished ? res.statusCode : 'aborted';
        console.log(`${req.method} ${req.url} ${status} ${ms}ms`);
      });
    }
    handle(req, res, handlers, site).catch((error: unknown) => {
      // The browser went away mid-answer (a navigation cancels its page's calls): nobody to tell.
      if (res.writableEnded || req.destroyed || res.destroyed) return;
      // A broken percent-encoding (`/api/products/%E0%A4%A`) makes msw's URL matching throw before
      // any handler runs: that is the client's mistake, so 400, not 500.
      if (error instanceof URIError) {
        sendJson(res, 400, { message: `Malformed URL: ${req.url ?? ''}`, code: 'MALFORMED_URL' });
        return;
      }
      // A throwing handler answers 500; the server itself keeps running.
      console.error(`[demo-api] ${req.method} ${req.url} failed:`, error);
      sendJson(res, 500, { message: `Demo API error: ${String(error)}` });
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        server,
        url: `http://${shownHost}:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
