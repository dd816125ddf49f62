/**
 * The demo server serves a build by the rule table of vite/serving-rules.ts, the one the nginx,
 * Netlify and Cloudflare Pages configuration is written from (e2e-nginx checks both alike).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL, PRIVATE_ROBOTS_TAG } from '../../vite/serving-rules';
import { startHandlerServer, type RunningServer } from './create-server';

let dist: string;
let shop: RunningServer;

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  write('index.html', '<!doctype html><title>shop</title>');
  write('nl/privacy/index.html', '<!doctype html><title>privacy</title>');
  write('assets/main-1.js', 'console.log(1);');
  write('assets/main-1.js.map', '{"version":3}');
  write('robots.txt', 'User-agent: *');
  write('_headers', '/*\n  X-Frame-Options: DENY\n');
  write('_redirects', '/*  /index.html  200\n');
  shop = await startHandlerServer({ handlers: [], port: 0, staticDir: dist });
});

afterAll(async () => {
  await shop.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (urlPath: string, accept = 'text/html') =>
  fetch(`${shop.url}${urlPath}`, { headers: { accept } });

describe('the demo server follows the serving rules', () => {
  it('never serves a source map', async () => {
    expect((await get('/assets/main-1.js')).status).toBe(200);
    expect((await get('/assets/main-1.js.map', '*/*')).status).toBe(404);
  });

  it("never serves the static hosts' own files", async () => {
    for (const file of ['/_headers', '/_redirects'])
      expect((await get(file)).status, file).toBe(404);
  });

  it('answers a missing file with 404, also to a navigation', async () => {
    const response = await get('/robots-old.txt');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>shop</title>');
  });

  it('answers a page path with its prerendered file, with or without a trailing slash', async () => {
    for (const page of ['/nl/privacy', '/nl/privacy/']) {
      const response = await get(page);
      expect(await response.text(), page).toContain('<title>privacy</title>');
      expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.revalidate);
    }
  });

  it('answers an unknown page path 404 with index.html, so the app shows its not-found page', async () => {
    for (const page of ['/nl/foo', '/xx/foo', '/nl/detail/nilfisk/attix-30/does-not-exist']) {
      const response = await get(page);
      expect(response.status, page).toBe(404);
      expect(await response.text(), page).toBe('<!doctype html><title>shop</title>');
      expect(response.headers.get('cache-control'), page).toBe(CACHE_CONTROL.revalidate);
      expect(response.headers.get('content-security-policy'), page).toBeTruthy();
    }
  });

  it("answers the app's own pages 200, the private ones with a noindex header", async () => {
    for (const page of [
      '/nl/dashboard/cart',
      '/nl/dashboard/%63art',
      '/de/auth/login',
      '/nl/dashboard/orders/7',
    ]) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      expect(await response.text(), page).toBe('<!doctype html><title>shop</title>');
      expect(response.headers.get(PRIVATE_ROBOTS_TAG.name), page).toBe(PRIVATE_ROBOTS_TAG.value);
    }
    const section = await get('/nl/home/new');
    expect(section.status).toBe(200);
    expect(section.headers.get(PRIVATE_ROBOTS_TAG.name)).toBeNull();
    expect((await get('/nl/privacy')).headers.get(PRIVATE_ROBOTS_TAG.name)).toBeNull();
  });

  it('caches other files for an hour', async () => {
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe(CACHE_CONTROL.short);
  });
});
