/**
 * Converts between Node's http messages and the Fetch API's Request and Response, which the MSW
 * handlers speak.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';

/** Builds a Fetch Request for a Node request; aborting `signal` tells handlers the client left. */
export async function toFetchRequest(
  req: IncomingMessage,
  origin: string,
  signal: AbortSignal,
): Promise<Request> {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    for (const value of values ?? []) headers.append(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // Request bodies of this API are small JSON documents: reading them whole keeps this simple.
  const body = hasBody ? await readBody(req) : undefined;
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    signal,
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}
