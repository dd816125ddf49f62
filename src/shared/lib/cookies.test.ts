import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from './cookies';

afterEach(() => {
  document.cookie = 'lang=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/';
});

describe('cookies', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('lang', 'a=1; lang=de; b=2')).toBe('de');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
  });

  it('writes a cookie that can be read back', () => {
    writeCookie('lang', 'fr', 365);
    expect(readCookie('lang')).toBe('fr');
  });
});
