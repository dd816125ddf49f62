/**
 * Converts between Node's http messages and the Fetch API's Request and Response, which the MSW
 * handlers speak.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';

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

/**
 * Writes a Fetch Response to a Node response: status, every header (each Set-Cookie on its own
 * line), and the body as a stream of bytes, so binary answers such as PDFs arrive intact.
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

  const hasBody =
    response.body != null && req.method !== 'HEAD' && ![204, 304].includes(response.status);
  const gzip =
    hasBody &&
    !response.headers.has('content-encoding') &&
    shouldGzip(req, response.headers.get('content-type'));
  if (gzip) {
    delete headers['content-length'];
    headers['content-encoding'] = 'gzip';
    headers['vary'] = 'accept-encoding';
  }
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (!hasBody || !response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  if (gzip) await pipeline(body, createGzip(), res);
  else await pipeline(body, res);
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
