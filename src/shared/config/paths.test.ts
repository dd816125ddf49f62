import { describe, expect, it } from 'vitest';
import { paths, safeReturnTo, suggestionHref, switchLanguagePath } from './paths';

describe('paths', () => {
  it('builds localized links', () => {
    expect(paths.home.getHref('nl')).toBe('/nl');
    expect(paths.info.getHref('de', 'shippingcosts')).toBe('/de/shippingcosts');
    expect(paths.results.getHref('en', 'nilfisk', 'attix-30')).toBe('/en/results/nilfisk/attix-30');
    expect(paths.results.getHref('en')).toBe('/en/results');
    expect(paths.addonResults.getHref('de', 'hoses', 'hose-32-mm')).toBe(
      '/de/results/addons/hoses/hose-32-mm',
    );
    expect(paths.addonResults.getHref('de', 'hoses')).toBe('/de/results/addons/hoses');
    expect(paths.textResults.getHref('nl', 'attix 30')).toBe('/nl/results?q=attix%2030');
    expect(paths.resultsContext.getHref('fr', 'sale')).toBe('/fr/results?context=sale');
    expect(paths.detail.getHref('fr', 'nilfisk/attix-30/bag')).toBe(
      '/fr/detail/nilfisk/attix-30/bag',
    );
    expect(paths.login.getHref('nl', '/nl/dashboard/orders')).toBe(
      '/nl/auth/login?returnTo=%2Fnl%2Fdashboard%2Forders',
    );
  });

  it('links a suggestion under the language', () => {
    expect(suggestionHref('en', { path: 'results/nilfisk/attix-30' })).toBe(
      '/en/results/nilfisk/attix-30',
    );
    expect(suggestionHref('nl', { path: 'results/nilfisk' })).toBe('/nl/results/nilfisk');
    expect(suggestionHref('de', { path: 'detail/nilfisk/attix-30/bag' })).toBe(
      '/de/detail/nilfisk/attix-30/bag',
    );
  });

  it('keeps the rest of the path when switching language', () => {
    expect(switchLanguagePath('/nl/results/nilfisk', 'de')).toBe('/de/results/nilfisk');
    expect(switchLanguagePath('/nl', 'fr')).toBe('/fr');
    expect(switchLanguagePath('/en/', 'nl')).toBe('/nl');
  });

  it('only follows same-origin language paths', () => {
    expect(safeReturnTo('/nl/dashboard/orders?x=1')).toBe('/nl/dashboard/orders?x=1');
    expect(safeReturnTo('/en')).toBe('/en');
    expect(safeReturnTo('https://evil.example')).toBeNull();
    expect(safeReturnTo('//evil.example/nl')).toBeNull();
    expect(safeReturnTo('/nl\\@evil.example')).toBeNull();
    expect(safeReturnTo('/xx/page')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
  });

  it.each([
    ['an absolute URL', 'https://evil.example'],
    ['an absolute URL with a language path', 'https://evil.example/nl'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['backslashes inside a language path', '/nl/\\\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['an encoded protocol-relative URL', '/%2F%2Fevil.example'],
    ['an encoded double slash in a language path', '/nl/%2F%2Fevil.example'],
    ['an encoded backslash', '/nl/%5Cevil.example'],
    ['a user-info trick', '/nl@evil.example'],
    ['a user-info trick with a port', '/nl:443@evil.example'],
    ['a fully encoded URL', 'https%3A%2F%2Fevil.example'],
    ['a double slash in the path', '/nl//evil.example'],
    ['dot segments', '/nl/../..//evil.example'],
    ['encoded dot segments', '/nl/%2e%2e/%2E%2E/evil.example'],
    ['a tab browsers would drop', '/nl/\t/evil.example'],
    ['a newline', '/nl\n//evil.example'],
    ['broken percent-encoding', '/nl/%E0%A4%A'],
    ['another language prefix', '/nlx/page'],
    ['a relative path', 'nl/dashboard'],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('keeps encoded text in queries and fragments of a language path', () => {
    expect(safeReturnTo('/nl/results?q=attix%20bag%2F30')).toBe('/nl/results?q=attix%20bag%2F30');
    expect(safeReturnTo('/de/detail/nilfisk/attix-30/bag#info')).toBe(
      '/de/detail/nilfisk/attix-30/bag#info',
    );
  });
});
