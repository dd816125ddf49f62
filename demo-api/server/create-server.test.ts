import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  startHandlerServer,
  type RunningServer,
} from './create-server';
import { MAX_BODY_BYTES } from './fetch-bridge';

const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, 0x0a]);

const handlers = [
  http.get('*/api/brands', ({ request }) =>
    HttpResponse.json([{ name: 'Nilfisk', locale: request.headers.get('x-locale') }]),
  ),
  http.post('*/auth/signin', async ({ request }) => {
    const headers = new Headers({ 'front-token': 'token' });
    headers.append('set-cookie', 'a=1; Path=/');
    headers.append('set-cookie', 'b=2; Path=/; HttpOnly');
    return HttpResponse.json({ received: await request.json() }, { headers });
  }),
  http.get(
    '*/api/sheet.pdf',
    () =>
      new HttpResponse(pdfBytes, {
        headers: { 'content-type': 'application/pdf', 'cache-control': 'public, max-age=3600' },
      }),
  ),
  http.get('*/api/large', () => HttpResponse.json({ text: 'x'.repeat(5000) })),
  http.get('*/api/products/:slug', ({ params }) => HttpResponse.json({ slug: params.slug })),
  http.all('*/api/throws', () => {
    throw new Error('broken handler');
  }),
  http.post('*/api/cart/calculate', async ({ request }) =>
    HttpResponse.json({ bytes: (await request.arrayBuffer()).byteLength }),
  ),
];

/** Sends raw request text (for what fetch cannot send) and resolves with the whole answer. */
function rawRequest(url: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(1000, () => reject(new Error(`no answer within 1 s; so far: ${answer}`)));
  });
}

/**
 * Uploads `bytes` bytes to /api/cart/calculate and never ends the upload, so only an answer
 * given before the end of the body can arrive. Resolves with its status and once the server
 * has closed the connection.
 */
function endlessUpload(bytes: number, headers: Record<string, number> = {}) {
  return new Promise<{ status: number | undefined; closed: Promise<void> }>((resolve, reject) => {
    const request = httpRequest(`${api.url}/api/cart/calculate`, { method: 'POST', headers });
    // Writing after the server answered and closed fails (EPIPE, ECONNRESET): expected here.
    request.on('error', () => undefined);
    const closed = new Promise<void>((done) => request.once('close', done));
    request.once('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode, closed });
    });
    setTimeout(() => reject(new Error('no answer within 1 s')), 1000);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    for (let sent = 0; sent < bytes; sent += chunk.length) request.write(chunk);
  });
}

let api: RunningServer;
let shop: RunningServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'demo-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  writeFileSync(path.join(dist, 'version.json'), '{"buildId":"1"}');
  writeFileSync(path.join(dist, 'assets/main-abc123.js'), 'console.log(1);');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  writeFileSync(
    path.join(dist, '.vite/csp.json'),
    JSON.stringify({ connect: [], img: [], blobWorker: false }),
  );
  api = await startHandlerServer({ handlers, port: 0 });
  shop = await startHandlerServer({ handlers, port: 0, staticDir: dist });
});

afterAll(async () => {
  await Promise.all([api.close(), shop.close()]);
  rmSync(dist, { recursive: true, force: true });
});

describe('the demo API server', () => {
  it('hands requests with their headers to the handlers and returns JSON', async () => {
    const response = await fetch(`${api.url}/api/brands`, { headers: { 'x-locale': 'en' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ name: 'Nilfisk', locale: 'en' }]);
  });

  it('passes request bodies and keeps every Set-Cookie header', async () => {
    const response = await fetch(`${api.url}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'anna@example.nl' }),
    });
    expect(await response.json()).toEqual({ received: { email: 'anna@example.nl' } });
    expect(response.headers.get('front-token')).toBe('token');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
  });

  it('sends binary bodies unchanged', async () => {
    const response = await fetch(`${api.url}/api/sheet.pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes);
  });

  it('gzips JSON for clients that accept it', async () => {
    const body = await new Promise<Buffer>((resolve, reject) => {
      get(`${api.url}/api/large`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual({ text: 'x'.repeat(5000) });
    // Sent whole with its length, not chunked (see the small answers below).
    const head = await new Promise<string | undefined>((resolve, reject) => {
      httpRequest(
        `${api.url}/api/large`,
        { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } },
        (res) => resolve(res.headers['content-length']),
      )
        .on('error', reject)
        .end();
    });
    expect(head).toBe(String(body.length));
  });

  it('answers 404 with the path when no handler matches', async () => {
    const response = await fetch(`${api.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found: /api/nothing-here' });
  });

  it('answers 400 for a URL with broken percent-encoding', async () => {
    const response = await fetch(`${api.url}/api/products/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'MALFORMED_URL' });
  });

  it('answers 500 when a handler throws, and keeps running', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${api.url}/api/throws`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: expect.stringContaining('broken handler') });
    expect(consoleError).toHaveBeenCalled();
    expect((await fetch(`${api.url}/api/brands`)).status).toBe(200);
  });
});

describe('requests the demo API server refuses or fails on', () => {
  const methods = ['POST', 'PUT', 'DELETE'];
  const malformed = ['/api/products/%E0%A4%A', '/auth/%E0%A4%A/signin'];

  it.each(methods.flatMap((method) => malformed.map((url) => [method, url])))(
    'answers a %s to %s (broken percent-encoding) 400 within a second',
    async (method, url) => {
      const response = await fetch(`${api.url}${url}`, {
        method,
        body: '{}',
        signal: AbortSignal.timeout(1000),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'MALFORMED_URL' });
    },
  );

  it.each(methods)('answers a %s whose handler throws 500 within a second', async (method) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${api.url}/api/throws`, {
      method,
      body: '{"a":1}',
      signal: AbortSignal.timeout(1000),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: expect.stringContaining('broken handler') });
  });

  it.each([
    ['TRACE', 'TRACE /api/brands HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['TRACK', 'TRACK /api/brands HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'],
  ])('answers %s 405 with the allowed methods', async (_method, text) => {
    const answer = await rawRequest(api.url, text);
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nallow: GET, HEAD, POST, PUT, DELETE\r\n/i);
  });

  it.each(['exa mple', 'shop.example/evil', 'user@shop.example', '[::1', '1.2.3.999'])(
    'answers 400, not 500, for the Host header %j',
    async (host) => {
      const answer = await rawRequest(
        api.url,
        `GET /api/brands HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('"code":"BAD_HOST"');
    },
  );
});

describe('request bodies and time-outs of the demo API server', () => {
  it(`takes a body of MAX_BODY_BYTES (${MAX_BODY_BYTES})`, async () => {
    const response = await fetch(`${api.url}/api/cart/calculate`, {
      method: 'POST',
      body: new Uint8Array(MAX_BODY_BYTES),
    });
    expect(await response.json()).toEqual({ bytes: MAX_BODY_BYTES });
  });

  it('answers 413 to a larger Content-Length without reading the body', async () => {
    const upload = await endlessUpload(64 * 1024, { 'content-length': 2 * MAX_BODY_BYTES });
    expect(upload.status).toBe(413);
    await upload.closed;
  });

  it('answers 413 to a chunked upload once it passes the limit, and closes it', async () => {
    const upload = await endlessUpload(2 * MAX_BODY_BYTES);
    expect(upload.status).toBe(413);
    await upload.closed;
  });

  it('limits how long receiving a request may take and keeps idle connections a while', () => {
    expect(api.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(api.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(api.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeLessThan(REQUEST_TIMEOUT_MS);
  });
});

describe('API answers of the demo API server', () => {
  it('answers HEAD like GET without the body', async () => {
    const get = await fetch(`${api.url}/api/brands`);
    const head = await fetch(`${api.url}/api/brands`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
    expect((await fetch(`${api.url}/api/nothing-here`, { method: 'HEAD' })).status).toBe(404);
  });

  it('marks API answers nosniff, and those a cache could reuse (GET, HEAD, errors) no-store', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reusable = await Promise.all([
      fetch(`${api.url}/api/brands`),
      fetch(`${api.url}/api/brands`, { method: 'HEAD' }),
      fetch(`${api.url}/api/nothing-here`),
      fetch(`${api.url}/api/products/%E0%A4%A`),
      fetch(`${api.url}/api/throws`),
      fetch(`${shop.url}/api/brands`),
    ]);
    for (const response of reusable) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // A POST answer is never reused; no-store on it would keep Chromium's connection open when
    // the page leaves its body unread (the auth SDK's refresh 401).
    const post = await fetch(`${api.url}/auth/signin`, { method: 'POST', body: '{}' });
    expect(post.headers.get('cache-control')).toBeNull();
    expect(post.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends a small answer whole with its length, not gzipped', async () => {
    const small = await fetch(`${api.url}/auth/signin`, {
      method: 'POST',
      body: '{}',
      headers: { 'accept-encoding': 'gzip' },
    });
    const text = await small.text();
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('transfer-encoding')).toBeNull();
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  });

  it("keeps a handler's own Cache-Control", async () => {
    const response = await fetch(`${api.url}/api/sheet.pdf`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the demo API server with --static', () => {
  it("serves hashed assets as immutable, and index.html for the app's pages (404 for unknown ones)", async () => {
    const asset = await fetch(`${shop.url}/assets/main-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');

    const page = await fetch(`${shop.url}/nl/dashboard/cart`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>shop</title>');

    // A page path with no file and no route of the app: the app's not-found page, answered 404.
    const unknown = await fetch(`${shop.url}/nl/product/123`, { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>shop</title>');
  });

  it('revalidates version.json and still answers the API', async () => {
    const version = await fetch(`${shop.url}/version.json`);
    expect(version.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${shop.url}/api/brands`)).status).toBe(200);
  });

  it('answers 404, not index.html, for a missing asset or API path', async () => {
    expect((await fetch(`${shop.url}/assets/gone-123.js`)).status).toBe(404);
    expect(
      (await fetch(`${shop.url}/api/unknown`, { headers: { accept: 'text/html' } })).status,
    ).toBe(404);
  });

  it('answers 404 for the build metadata under /.vite/, however the path is written', async () => {
    const paths = [
      '/.vite/manifest.json',
      '/.vite/csp.json',
      '/.vite/',
      '/.vite/nothing',
      '/%2Evite/csp.json',
      '/assets/..%2F.vite/csp.json',
    ];
    for (const pathname of paths) {
      const response = await fetch(`${shop.url}${pathname}`, { headers: { accept: 'text/html' } });
      expect(response.status, pathname).toBe(404);
    }
  });
});
