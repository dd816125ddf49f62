/** The rule table of vite/serving-rules.ts, which every server configuration is written from. */
import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, cacheControlFor, isHiddenPath, isPagePath } from '../../vite/serving-rules';

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
