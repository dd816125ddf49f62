import { describe, expect, it } from 'vitest';
import { paths, safeReturnTo, switchLanguagePath } from './paths';

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
});
