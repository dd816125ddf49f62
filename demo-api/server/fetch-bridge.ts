/**
 * Converts between Node's http messages and the Fetch API's Request and Response, which the MSW
 * handlers speak.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { CLIENT_ADDRESS_HEADER } from '../throttle/client-key';

const gzipAsync = promisify(gzip);

/** Request bodies of this API are small JSON documents; a larger one is refused with 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A request the server refuses because of the client's mistake: answered with its own status. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Builds a Fetch Request for a Node request; aborting `signal` tells handlers the client left. */
export async function toFetchRequest(
  req: IncomingMessage,
  url: URL,
  signal: AbortSignal,
): Promise<Request> {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    for (const value of values ?? []) headers.append(name, value);
  }
  // Who is asking, for the attempt limits; set here, so a client cannot send a key of its own.
  headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? 'unknown');
  // MSW's http.get handlers do not match HEAD: HEAD is answered as GET, and sendFetchResponse
  // leaves the body out.
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  const body = method === 'GET' ? undefined : await readBody(req);
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    signal,
  });
}

function bodyTooLarge(): RequestError {
  return new RequestError(
    413,
    'BODY_TOO_LARGE',
    `Request body larger than ${MAX_BODY_BYTES} bytes`,
  );
}

/**
 * Reads the body whole (it is small), counting the bytes as they arrive, so a chunked upload
 * without Content-Length is refused as soon as it passes the limit, not after it ended.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    return Promise.reject(bodyTooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      // Stop here; breaking out of the stream instead would destroy the socket before the 413.
      req.off('data', onData);
      req.pause();
      reject(bodyTooLarge());
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
    req.once('close', () => reject(new Error('The client closed the request before its end')));
  });
}

const compressibleType =
  /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Whether a response of this type should be gzipped for a client that accepts it. */
export function shouldGzip(req: IncomingMessage, contentType: string | null): boolean {
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  return accepts && contentType != null && compressibleType.test(contentType);
}

/** Below this size gzip saves nothing worth its header (nginx's `gzip_min_length` idea). */
const GZIP_MIN_BYTES = 1024;

/**
 * Writes a Fetch Response to a Node response: status, every header (each Set-Cookie on its own
 * line), and the body as bytes, so binary answers such as PDFs arrive intact.
 *
 * The body is read whole and sent with its Content-Length in one write (the API's answers are
 * small). A streamed, chunked answer was not enough: when the page never reads the body (the auth
 * SDK's 401 on a session refresh), Chromium may leave the final chunk unread, the request never
 * finishes, and the page never becomes network-idle while the connection stays open.
 */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;

  const mayHaveBody = ![204, 304].includes(response.status);
  let body = mayHaveBody ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
  if (
    body.length >= GZIP_MIN_BYTES &&
    !response.headers.has('content-encoding') &&
    shouldGzip(req, response.headers.get('content-type'))
  ) {
    body = await gzipAsync(body);
    headers['content-encoding'] = 'gzip';
    headers['vary'] = 'accept-encoding';
  }
  if (mayHaveBody) headers['content-length'] = String(body.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  // HEAD is answered as GET (same headers, Content-Length included) without the body.
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Answers JSON without going through a Fetch Response (errors of the server itself). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(text);
}
