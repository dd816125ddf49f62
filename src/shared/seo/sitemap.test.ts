import { infoPages } from '../config/paths';
import { buildRobotsTxt, buildSitemapXml, sitemapPaths } from './sitemap';

const site = 'https://shop.example';
const catalogue = {
  brands: [{ url: 'nilfisk', types: [{ url: 'attix-30' }, { url: 'attix-44' }] }],
  addons: [{ url: 'hoses', variants: [{ url: '36-mm' }] }],
  productSlugs: ['nilfisk/attix-30/bags', 'kärcher/a&b'],
};

describe('sitemapPaths', () => {
  it('lists home, the info pages, the result lists and every product once', () => {
    const list = sitemapPaths(catalogue);
    expect(list.slice(0, 1 + infoPages.length)).toEqual([
      '/nl',
      ...infoPages.map((page) => `/nl/${page}`),
    ]);
    expect(list).toEqual(
      expect.arrayContaining([
        '/nl/results',
        '/nl/results/nilfisk',
        '/nl/results/nilfisk/attix-30',
        '/nl/results/nilfisk/attix-44',
        '/nl/results/addons/hoses',
        '/nl/results/addons/hoses/36-mm',
        '/nl/detail/nilfisk/attix-30/bags',
      ]),
    );
    // home + info + all results + brand + 2 types + addon + variant + 2 products
    expect(list).toHaveLength(1 + infoPages.length + 1 + 3 + 2 + 2);
    expect(new Set(list).size).toBe(list.length);
  });
});

describe('buildSitemapXml', () => {
  const xml = buildSitemapXml(site, ['/nl', '/nl/detail/nilfisk/attix-30/bags', "/nl/x&y'<"]);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');

  it('is well-formed XML with one url per page and language', () => {
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('xmlns:xhtml')).toBe('http://www.w3.org/1999/xhtml');
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toHaveLength(12);
    expect(locs.slice(4, 8)).toEqual([
      `${site}/nl/detail/nilfisk/attix-30/bags`,
      `${site}/en/detail/nilfisk/attix-30/bags`,
      `${site}/de/detail/nilfisk/attix-30/bags`,
      `${site}/fr/detail/nilfisk/attix-30/bags`,
    ]);
    // Escaped in the file, the original text once parsed.
    expect(xml).toContain('x&amp;y&apos;&lt;');
    expect(locs[8]).toBe(`${site}/nl/x&y'<`);
  });

  it('gives every url the four languages and x-default as alternates', () => {
    const url = doc.getElementsByTagName('url')[5]!;
    const links = [...url.getElementsByTagName('xhtml:link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['nl', `${site}/nl/detail/nilfisk/attix-30/bags`],
      ['en', `${site}/en/detail/nilfisk/attix-30/bags`],
      ['de', `${site}/de/detail/nilfisk/attix-30/bags`],
      ['fr', `${site}/fr/detail/nilfisk/attix-30/bags`],
      ['x-default', `${site}/nl/detail/nilfisk/attix-30/bags`],
    ]);
  });
});

it('robots.txt keeps crawlers out of the private pages and names the sitemap', () => {
  const robots = buildRobotsTxt(site);
  expect(robots).toContain('User-agent: *');
  for (const lang of ['nl', 'en', 'de', 'fr']) {
    expect(robots).toContain(`Disallow: /${lang}/auth/`);
    expect(robots).toContain(`Disallow: /${lang}/dashboard/`);
  }
  expect(robots).not.toMatch(/Disallow: \/(nl|en)\/(detail|results)/);
  expect(robots.trim().split('\n').at(-1)).toBe(`Sitemap: ${site}/sitemap.xml`);
});
