/**
 * One check per serving rule (vite/serving-rules.ts), over plain HTTP: run against nginx with the
 * generated configuration, against the demo server, and against nginx with one rule left out
 * (rules-removed.spec.ts), where that rule's checks must fail.
 */
import { expect } from '@playwright/test';
import {
  CACHE_CONTROL,
  PRIVATE_ROBOTS_TAG,
  WEB_MANIFEST,
  type ServingRuleId,
} from '../../vite/serving-rules';
import type { ServingFacts } from './serving-facts';

export interface ServingCheck {
  rule: ServingRuleId;
  name: string;
  run: (shop: string, facts: ServingFacts) => Promise<void>;
}

const get = (shop: string, urlPath: string, headers: Record<string, string> = {}) =>
  fetch(`${shop}${urlPath}`, { headers, redirect: 'manual' });

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Page paths the SPA answers: the cart and account pages are never prerendered. */
const DEEP_LINKS = ['/nl/dashboard/cart', '/en/dashboard/orders', '/de/dashboard/profile'];
/** Private pages beside those: sign-in, an order, password reset, the guest's order. */
const PRIVATE_PAGES = [
  ...DEEP_LINKS,
  '/nl/dashboard/checkout',
  '/fr/auth/login',
  '/nl/dashboard/orders/1001',
  '/en/password-reset',
  '/nl/order-anonymous',
];
/** Paths that are no page of the shop: an unknown route, language, product and list. */
const UNKNOWN_PAGES = [
  '/nl/foo',
  '/xx/foo',
  '/nl/detail/nilfisk/attix-30/does-not-exist',
  '/en/results/no-such-brand',
];

async function expectStatus(shop: string, paths: string[], status: number) {
  for (const urlPath of paths) expect((await get(shop, urlPath)).status, urlPath).toBe(status);
}

async function expectCacheControl(shop: string, paths: string[], value: string) {
  for (const urlPath of paths) {
    const response = await get(shop, urlPath);
    expect(response.status, urlPath).toBe(200);
    expect(response.headers.get('cache-control'), urlPath).toBe(value);
  }
}

export const servingChecks: ServingCheck[] = [
  {
    rule: 'prerendered-pages',
    name: 'a product page answers with its own prerendered file',
    async run(shop, { product, index }) {
      const response = await get(shop, product.path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toBe(index);
      expect(html).toContain(escapeHtml(product.name));
    },
  },
  {
    rule: 'spa-fallback',
    name: "the app's own pages (cart, account, a home section) answer 200 with index.html",
    async run(shop, { index }) {
      for (const urlPath of [...DEEP_LINKS, '/nl/home/new', '/login']) {
        const response = await get(shop, urlPath, { accept: 'text/html' });
        expect(response.status, urlPath).toBe(200);
        expect(response.headers.get('content-type'), urlPath).toMatch(/^text\/html/);
        expect(await response.text(), urlPath).toBe(index);
      }
    },
  },
  {
    rule: 'not-found-404',
    name: 'an unknown route, language, product or list answers 404 with index.html',
    async run(shop, { index, product }) {
      for (const urlPath of UNKNOWN_PAGES) {
        const response = await get(shop, urlPath, { accept: 'text/html' });
        expect(response.status, urlPath).toBe(404);
        expect(response.headers.get('content-type'), urlPath).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control'), urlPath).toBe(CACHE_CONTROL.revalidate);
        // The app runs on it and shows its not-found page: it needs its policy too.
        expect(response.headers.get('content-security-policy'), urlPath).toBeTruthy();
        expect(await response.text(), urlPath).toBe(index);
      }
      // …and a product of the catalogue is not one of them.
      expect((await get(shop, product.path)).status).toBe(200);
    },
  },
  {
    rule: 'private-noindex',
    name: 'private pages carry X-Robots-Tag: noindex, public pages none',
    async run(shop, { product }) {
      for (const urlPath of PRIVATE_PAGES) {
        const response = await get(shop, urlPath);
        expect(response.status, urlPath).toBe(200);
        expect(response.headers.get(PRIVATE_ROBOTS_TAG.name), urlPath).toBe(
          PRIVATE_ROBOTS_TAG.value,
        );
      }
      for (const urlPath of ['/nl', '/en/privacy', product.path, '/nl/home/new']) {
        const response = await get(shop, urlPath);
        expect(response.status, urlPath).toBe(200);
        expect(response.headers.get(PRIVATE_ROBOTS_TAG.name), urlPath).toBeNull();
      }
    },
  },
  {
    rule: 'missing-file-404',
    name: 'a missing asset or file answers 404, never index.html',
    async run(shop, { index }) {
      for (const urlPath of ['/assets/index-0000gone.js', '/robots-old.txt']) {
        const response = await get(shop, urlPath, { accept: 'text/html' });
        expect(response.status, urlPath).toBe(404);
        expect(await response.text(), urlPath).not.toBe(index);
      }
    },
  },
  {
    rule: 'immutable-assets',
    name: 'assets are cached for a year, immutable',
    run: (shop, { entry }) => expectCacheControl(shop, [entry], CACHE_CONTROL.immutable),
  },
  {
    rule: 'revalidate-html',
    name: 'every html answer is revalidated: prerendered, fallback, index.html',
    run: (shop, { product }) =>
      expectCacheControl(
        shop,
        ['/', '/nl', product.path, DEEP_LINKS[0] ?? '', '/index.html'],
        CACHE_CONTROL.revalidate,
      ),
  },
  {
    rule: 'revalidate-version',
    name: 'version.json is revalidated',
    run: (shop) => expectCacheControl(shop, ['/version.json'], CACHE_CONTROL.revalidate),
  },
  {
    rule: 'security-headers',
    name: "html answers carry the build's policy and security headers; assets only nosniff",
    async run(shop, { headers, entry, product }) {
      for (const urlPath of ['/nl', product.path, DEEP_LINKS[0] ?? '']) {
        const response = await get(shop, urlPath);
        for (const [name, value] of Object.entries(headers.http))
          expect(response.headers.get(name), `${urlPath} ${name}`).toBe(value);
      }
      // Behind a proxy that ended TLS, upgrade-insecure-requests is added.
      const overHttps = await get(shop, '/nl', { 'x-forwarded-proto': 'https' });
      expect(overHttps.headers.get('content-security-policy')).toBe(
        headers.https['Content-Security-Policy'],
      );
      const asset = await get(shop, entry);
      expect(asset.headers.get('content-security-policy')).toBeNull();
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    },
  },
  {
    rule: 'hide-build-metadata',
    name: 'build metadata answers 404, however the path is written',
    run: (shop) =>
      expectStatus(
        shop,
        [
          '/.vite/manifest.json',
          '/.vite/csp.json',
          '/.vite/nginx/default.conf.template',
          '/%2Evite/csp.json',
          '/assets/..%2F.vite/csp.json',
          '/_headers',
          '/_redirects',
        ],
        404,
      ),
  },
  {
    rule: 'hide-source-maps',
    name: 'a source map answers 404',
    run: (shop, { sourceMap }) => expectStatus(shop, [sourceMap], 404),
  },
  {
    rule: 'proxy-api',
    name: '/api/ reaches the API',
    async run(shop) {
      const response = await get(shop, '/api/brands', { 'x-locale': 'en' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      const brands = (await response.json()) as Array<{ name: string }>;
      expect(brands.map((brand) => brand.name)).toContain('Nilfisk');
    },
  },
  {
    rule: 'proxy-auth',
    name: '/auth/ reaches the auth service',
    async run(shop) {
      const response = await get(shop, '/auth/loginmethods');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ status: 'OK' });
    },
  },
  {
    rule: 'compression',
    name: 'scripts are gzipped for a client that accepts it',
    async run(shop, { entry }) {
      const response = await get(shop, entry, { 'accept-encoding': 'gzip' });
      expect(response.headers.get('content-encoding')).toBe('gzip');
    },
  },
  {
    rule: 'manifest-type',
    name: 'the web app manifest is served as one (the phone offers the shop for its home screen)',
    async run(shop) {
      const response = await get(shop, `/manifest${WEB_MANIFEST.suffix}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.short);
    },
  },
];
