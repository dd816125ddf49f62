import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHandlerServer, type RunningServer } from './create-server';

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
    () => new HttpResponse(pdfBytes, { headers: { 'content-type': 'application/pdf' } }),
  ),
  http.get('*/api/large', () => HttpResponse.json({ text: 'x'.repeat(5000) })),
  http.get('*/api/products/:slug', ({ params }) => HttpResponse.json({ slug: params.slug })),
  http.get('*/api/throws', () => {
    throw new Error('broken handler');
  }),
];

let api: RunningServer;
let shop: RunningServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'demo-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  writeFileSync(path.join(dist, 'version.json'), '{"buildId":"1"}');
  writeFileSync(path.join(dist, 'assets/main-abc123.js'), 'console.log(1);');
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

  it('streams binary bodies unchanged', async () => {
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

describe('the demo API server with --static', () => {
  it('serves hashed assets as immutable and index.html for page paths', async () => {
    const asset = await fetch(`${shop.url}/assets/main-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');

    const page = await fetch(`${shop.url}/nl/product/123`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>shop</title>');
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
});
