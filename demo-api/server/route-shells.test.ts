import { describe, expect, it } from 'vitest';
import { routeShellFor } from './route-shells';

describe('routeShellFor', () => {
  it('answers a results list or a product of a language with its shell', () => {
    expect(routeShellFor('/nl/results')).toBe('_shells/nl/results.html');
    expect(routeShellFor('/de/results/nilfisk/attix-30')).toBe('_shells/de/results.html');
    expect(routeShellFor('/fr/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer')).toBe(
      '_shells/fr/detail.html',
    );
  });

  it('leaves every other path to index.html', () => {
    expect(routeShellFor('/nl')).toBeUndefined();
    expect(routeShellFor('/nl/cart')).toBeUndefined();
    expect(routeShellFor('/nl/resultsx')).toBeUndefined();
    expect(routeShellFor('/xx/results/nilfisk')).toBeUndefined();
    expect(routeShellFor('/results/nilfisk')).toBeUndefined();
  });
});
