import { alternateLinks, canonicalPath, ogLocale } from './seo-urls';

const site = 'https://shop.example';

describe('canonicalPath', () => {
  it('drops tracking, sort, search text and return-to parameters', () => {
    expect(canonicalPath('/nl/detail/nilfisk/attix-30/bags', '?utm_source=x&gclid=1')).toBe(
      '/nl/detail/nilfisk/attix-30/bags',
    );
    expect(canonicalPath('/en/results/nilfisk', '?sort=price-asc&q=bag&utm_medium=mail')).toBe(
      '/en/results/nilfisk',
    );
    expect(canonicalPath('/de/auth/login', '?returnTo=%2Fde')).toBe('/de/auth/login');
  });

  it('keeps the parameters that make a results page another list, in a fixed order', () => {
    expect(canonicalPath('/nl/results', '?context=sale&sort=name-asc&category=filter')).toBe(
      '/nl/results?category=filter&context=sale',
    );
    // Only on results pages, and only plain values.
    expect(canonicalPath('/nl/safebuy', '?context=sale')).toBe('/nl/safebuy');
    expect(canonicalPath('/nl/results', '?context=%3Cx%3E')).toBe('/nl/results');
  });

  it('drops a trailing slash and maps a home section to home', () => {
    expect(canonicalPath('/fr/about-us/')).toBe('/fr/about-us');
    expect(canonicalPath('/nl/home/new')).toBe('/nl');
    expect(canonicalPath('/nl/')).toBe('/nl');
  });
});

describe('alternateLinks', () => {
  it('names the page in the four languages and x-default (the Dutch page)', () => {
    expect(alternateLinks(site, '/de/results/nilfisk/attix-30')).toEqual([
      { hreflang: 'nl', href: `${site}/nl/results/nilfisk/attix-30` },
      { hreflang: 'en', href: `${site}/en/results/nilfisk/attix-30` },
      { hreflang: 'de', href: `${site}/de/results/nilfisk/attix-30` },
      { hreflang: 'fr', href: `${site}/fr/results/nilfisk/attix-30` },
      { hreflang: 'x-default', href: `${site}/nl/results/nilfisk/attix-30` },
    ]);
  });

  it('keeps the query of the canonical path on every alternate', () => {
    const links = alternateLinks(site, '/en/results?context=new');
    expect(links.map((l) => l.href)).toContain(`${site}/fr/results?context=new`);
    expect(links).toHaveLength(5);
  });

  it('handles the home page and a site under a path prefix', () => {
    expect(alternateLinks('https://x.example/shop', '/en').map((l) => l.href)).toEqual([
      'https://x.example/shop/nl',
      'https://x.example/shop/en',
      'https://x.example/shop/de',
      'https://x.example/shop/fr',
      'https://x.example/shop/nl',
    ]);
  });
});

it('writes Open Graph locales with an underscore', () => {
  expect(ogLocale('fr')).toBe('fr_FR');
  expect(ogLocale('en')).toBe('en_US');
});
