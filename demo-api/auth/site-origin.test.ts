import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_ORIGIN,
  parseSiteOrigin,
  setSiteOrigin,
  SiteOriginError,
  siteOrigin,
} from './site-origin';

describe('the site origin of mailed links', () => {
  afterEach(() => setSiteOrigin(undefined));

  it.each([
    ['https://shop.example', 'https://shop.example'],
    ['https://shop.example/', 'https://shop.example'],
    [' http://localhost:5173 ', 'http://localhost:5173'],
    ['HTTPS://Shop.Example:443', 'https://shop.example'],
  ])('takes %j as %s', (raw, origin) => {
    expect(parseSiteOrigin(raw)).toBe(origin);
  });

  it.each([
    '',
    'shop.example',
    '/nl',
    'ftp://shop.example',
    'javascript:alert(1)',
    'https://shop.example/shop',
    'https://shop.example/?a=1',
    'https://shop.example/#x',
    'https://user:pass@shop.example',
  ])('refuses %j, naming DEMO_SITE_URL', (raw) => {
    expect(() => parseSiteOrigin(raw)).toThrow(SiteOriginError);
    expect(() => parseSiteOrigin(raw)).toThrow(/DEMO_SITE_URL/);
  });

  it('is the default until set, and refuses to be set to a non-origin', () => {
    expect(siteOrigin()).toBe(DEFAULT_SITE_ORIGIN);
    setSiteOrigin('https://shop.example/');
    expect(siteOrigin()).toBe('https://shop.example');
    expect(() => setSiteOrigin('https://shop.example/evil')).toThrow(SiteOriginError);
    expect(siteOrigin()).toBe('https://shop.example');
    setSiteOrigin(undefined);
    expect(siteOrigin()).toBe(DEFAULT_SITE_ORIGIN);
  });
});
