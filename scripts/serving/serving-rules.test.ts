/** The rule table of vite/serving-rules.ts, which every server configuration is written from. */
import { describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL,
  cacheControlFor,
  isHiddenPath,
  isPagePath,
  pageWithoutFile,
} from '../../vite/serving-rules';

describe('the serving rules', () => {
  it('pick the Cache-Control by path first, then by kind', () => {
    expect(cacheControlFor('/assets/index-1.js', false)).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor('/assets/404.html', true)).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor('/version.json', false)).toBe(CACHE_CONTROL.revalidate);
    expect(cacheControlFor('/nl/privacy', true)).toBe(CACHE_CONTROL.revalidate);
    expect(cacheControlFor('/robots.txt', false)).toBe(CACHE_CONTROL.short);
  });

  it('hide build metadata, the static hosts’ files and source maps', () => {
    for (const hidden of [
      '/.vite/manifest.json',
      '/.vite/',
      '/.vite',
      '/_headers',
      '/_redirects',
      '/assets/index-1.js.map',
      '/x.map',
    ])
      expect(isHiddenPath(hidden), hidden).toBe(true);
    for (const shown of ['/', '/nl', '/.vitest', '/assets/index-1.js', '/nl/maps'])
      expect(isHiddenPath(shown), shown).toBe(false);
  });

  it('treat a path with an extension in its last segment as a file, any other as a page', () => {
    for (const page of ['/', '/nl', '/nl/', '/nl/detail/a/b', '/nl.d/x', '/nl/x.'])
      expect(isPagePath(page), page).toBe(true);
    for (const file of ['/assets/a.js', '/robots.txt', '/.env', '/nl/x.y'])
      expect(isPagePath(file), file).toBe(false);
  });
});

describe('a page path without a file', () => {
  it('is a private page, answered by the app with a noindex header', () => {
    for (const page of [
      '/nl/dashboard/cart',
      '/en/dashboard/checkout',
      '/de/dashboard/profile',
      '/fr/dashboard/favorites',
      '/de/dashboard/machines',
      '/nl/dashboard/orders',
      '/nl/dashboard/orders/1042/',
      '/nl/auth/login',
      '/en/auth/_signup',
      '/nl/auth/password-forgot',
      '/nl/password-reset',
      '/nl/order-complete',
      '/nl/order-anonymous',
      '/nl/order-lookup',
      '/login',
    ])
      expect(pageWithoutFile(page), page).toBe('private');
  });

  it("is one of home's sections, answered by the app", () => {
    expect(pageWithoutFile('/nl/home/new')).toBe('app');
  });

  it('is otherwise none of the shop: an unknown route, language, product or list', () => {
    for (const page of [
      '/nl/foo',
      '/xx/foo',
      '/xx/dashboard/cart',
      '/nl/dashboard/cart/more',
      '/nl/dashboard',
      '/nl/detail/nilfisk/attix-30/does-not-exist',
      '/nl/results/no-such-brand',
      '/nl/home',
      '/nl/home/faq',
    ])
      expect(pageWithoutFile(page), page).toBe('not-found');
  });
});
