import { DEFAULT_SITE_URL, parseSiteUrl, SiteUrlError, siteUrl } from './site';

describe('parseSiteUrl', () => {
  it('defaults to the npm start origin', () => {
    expect(parseSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(parseSiteUrl('  ')).toBe('http://localhost:4173');
  });

  it('normalises to an origin (and path prefix) without a trailing slash', () => {
    expect(parseSiteUrl('https://www.example.nl/')).toBe('https://www.example.nl');
    expect(parseSiteUrl('https://example.nl/shop//')).toBe('https://example.nl/shop');
    expect(parseSiteUrl('HTTPS://Example.NL')).toBe('https://example.nl');
  });

  it('rejects what cannot be a public address, naming the variable', () => {
    for (const bad of ['/relative', 'ftp://x.example', 'https://x.example/?a=1', 'nonsense'])
      expect(() => parseSiteUrl(bad)).toThrow(SiteUrlError);
    expect(() => parseSiteUrl('/x')).toThrow(/VITE_SITE_URL/);
  });
});

it('is readable synchronously at import', () => {
  expect(siteUrl).toMatch(/^https?:\/\/[^/]+/);
});
