/**
 * An HTTP server that answers every request with a list of MSW request handlers (MSW's
 * `getResponse`), and optionally serves a built SPA from a folder on the same origin.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import { RequestError, sendFetchResponse, sendJson, toFetchRequest } from './fetch-bridge';
import { isApiPath, staticSite, type StaticSite } from './static-files';

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

/** The methods the API's handlers use; any other (TRACE, CONNECT, WebDAV's, …) answers 405. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
const ALLOW = ALLOWED_METHODS.join(', ');

/*
 * Node's defaults let one client hold a connection for minutes (5 min for the request, 1 min for
 * its headers): shorter limits stop slow or stuck uploads from piling up. They cover receiving the
 * request only; a handler may take longer to answer (the `timeout` fault holds its answer 20 s).
 */
/** Time to receive a request's headers. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** Time to receive a whole request: a 1 MB body (MAX_BODY_BYTES) on a slow mobile upload. */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * How long an idle connection stays open for the next request. Longer than the 60 s idle time-out
 * of common proxies and load balancers, so the proxy, not this server, closes it: otherwise a
 * request the proxy sends just as the server closes fails. (Node's default is 5 s.)
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How often Node checks the time-outs above (default 30 s, which would stretch them). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** A Host header is host[:port]: a name, IPv4 or [IPv6]; no path, user info or spaces. */
const HOST_HEADER = /^(?:[a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/i;

/** The request's URL; a bad Host header or a broken percent-encoding is the client's mistake. */
function requestUrl(req: IncomingMessage): URL {
  const host = req.headers.host ?? 'localhost';
  if (!HOST_HEADER.test(host) || !URL.canParse(`http://${host}`)) {
    throw new RequestError(400, 'BAD_HOST', `Invalid Host header: ${host}`);
  }
  // MSW decodes path parameters and would throw on `/api/products/%E0%A4%A`: refuse it first.
  try {
    const url = new URL(req.url ?? '/', `http://${host}`);
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    throw new RequestError(400, 'MALFORMED_URL', `Malformed URL: ${req.url ?? ''}`);
  }
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: RequestHandler[],
  site: StaticSite | undefined,
) {
  // The Fetch API refuses TRACE and CONNECT, so MSW cannot answer them: refuse before anything.
  if (!ALLOWED_METHODS.includes(req.method ?? '')) {
    throw new RequestError(405, 'METHOD_NOT_ALLOWED', `Method not allowed: ${req.method ?? ''}`, {
      allow: ALLOW,
    });
  }
  const url = requestUrl(req);
  if (site && (await site.serve(req, res, url.pathname))) return;
  if (isApiPath(url.pathname)) {
    // Defaults; a handler's own Cache-Control (the long-cached product images) wins, as writeHead's
    // headers replace these. Only GET and HEAD answers can be reused from a cache, so only they
    // get no-store: on a POST answer whose body the page never reads (the auth SDK's 401 from a
    // session refresh), Chromium keeps a no-store response open and its connection taken.
    if (req.method === 'GET' || req.method === 'HEAD') res.setHeader('cache-control', 'no-store');
    res.setHeader('x-content-type-options', 'nosniff');
  }

  const aborted = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) aborted.abort();
  });
  const request = await toFetchRequest(req, url, aborted.signal);
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

/** Answers a failed request: its own status for the client's mistake, else 500. */
function sendError(req: IncomingMessage, res: ServerResponse, error: unknown) {
  // The browser went away mid-answer (a navigation cancels its page's calls): nobody to tell.
  if (res.writableEnded || res.destroyed) return;
  // Refused before its body was read (413, 405, …): close the connection, or Node would read
  // the rest of that body to reuse it.
  const close: Record<string, string> = req.complete ? {} : { connection: 'close' };
  if (error instanceof RequestError) {
    sendJson(
      res,
      error.status,
      { message: error.message, code: error.code },
      { ...error.headers, ...close },
    );
    return;
  }
  // A throwing handler answers 500; the server itself keeps running.
  console.error(`[demo-api] ${req.method} ${req.url} failed:`, error);
  sendJson(res, 500, { message: `Demo API error: ${String(error)}` }, close);
}

/** Answers on a bare socket, for requests Node refuses before they reach the request listener. */
function rawAnswer(status: number, reason: string, headers = ''): string {
  return `HTTP/1.1 ${status} ${reason}\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`;
}

const METHOD_NOT_ALLOWED = rawAnswer(405, 'Method Not Allowed', `Allow: ${ALLOW}\r\n`);

/** Node's own answers to its parser errors (what it sends without a clientError listener). */
function clientErrorAnswer(code: string | undefined): string {
  switch (code) {
    case 'HPE_INVALID_METHOD': // a method Node's parser does not know: TRACK, …
      return METHOD_NOT_ALLOWED;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return rawAnswer(408, 'Request Timeout');
    case 'HPE_HEADER_OVERFLOW':
      return rawAnswer(431, 'Request Header Fields Too Large');
    default:
      return rawAnswer(400, 'Bad Request');
  }
}

export function startHandlerServer(options: HandlerServerOptions): Promise<RunningServer> {
  const { handlers, port, host = '127.0.0.1', log = false } = options;
  const site = options.staticDir ? staticSite(options.staticDir) : undefined;

  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    (req, res) => {
      const started = performance.now();
      if (log) {
        res.on('close', () => {
          const ms = (performance.now() - started).toFixed(0);
          const status = res.writableFinished ? res.statusCode : 'aborted';
          console.log(`${req.method} ${req.url} ${status} ${ms}ms`);
        });
      }
      handle(req, res, handlers, site).catch((error: unknown) => sendError(req, res, error));
    },
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable) socket.end(clientErrorAnswer(error.code));
  });
  // CONNECT (a proxy tunnel) skips the request listener; without this Node drops the socket.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => socket.end(METHOD_NOT_ALLOWED));

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
