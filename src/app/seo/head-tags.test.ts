import { applyHead } from './apply-head';
import { buildHeadTags, type HeadContext, type HeadData } from './head-tags';

const context: HeadContext = {
  siteUrl: 'https://shop.example',
  siteName: 'BagDirect',
  language: 'de',
  pathname: '/de/results/nilfisk',
  search: '?sort=price-asc&utm_source=mail',
};
const data: HeadData = {
  title: 'Staubsaugerbeutel für Nilfisk | BagDirect',
  description: 'Beutel für Nilfisk.',
  noindex: false,
  ogType: 'website',
  image: null,
  jsonLd: [],
};

function render(d: HeadData, c: HeadContext = context) {
  applyHead(document, d.title, buildHeadTags(d, c));
  const head = document.head;
  const content = (selector: string) => head.querySelector(selector)?.getAttribute('content');
  return { head, content };
}

beforeEach(() => {
  document.head.innerHTML =
    '<meta charset="utf-8"><title>x</title><meta name="description" content="static" data-head>';
});

describe('the head of an indexable page', () => {
  it('has description, canonical without noise, five alternates and Open Graph', () => {
    const { head, content } = render(data);
    expect(document.title).toBe('Staubsaugerbeutel für Nilfisk | BagDirect');
    expect(head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('Beutel für Nilfisk.');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.example/de/results/nilfisk',
    );
    const alternates = [...head.querySelectorAll('link[rel="alternate"]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    );
    expect(alternates).toEqual([
      'nl https://shop.example/nl/results/nilfisk',
      'en https://shop.example/en/results/nilfisk',
      'de https://shop.example/de/results/nilfisk',
      'fr https://shop.example/fr/results/nilfisk',
      'x-default https://shop.example/nl/results/nilfisk',
    ]);
    expect(content('meta[property="og:title"]')).toBe(data.title);
    expect(content('meta[property="og:description"]')).toBe(data.description);
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:site_name"]')).toBe('BagDirect');
    expect(content('meta[property="og:locale"]')).toBe('de_DE');
    expect(content('meta[property="og:url"]')).toBe('https://shop.example/de/results/nilfisk');
    expect(head.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(3);
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
    expect(head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('carries the product picture and its JSON-LD as text, never as markup', () => {
    const { head, content } = render({
      ...data,
      ogType: 'product',
      image: 'https://shop.example/api/images/f1.svg',
      jsonLd: [{ '@type': 'Product', name: '</script><img src=x onerror=alert(1)>' }],
    });
    expect(content('meta[property="og:type"]')).toBe('product');
    expect(content('meta[property="og:image"]')).toBe('https://shop.example/api/images/f1.svg');
    const scripts = head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(head.querySelector('img')).toBeNull();
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual({
      '@type': 'Product',
      name: '</script><img src=x onerror=alert(1)>',
    });
  });
});

it('a noindex page says so and has no canonical, alternates or og:url', () => {
  const { head, content } = render({ ...data, noindex: true });
  expect(content('meta[name="robots"]')).toBe('noindex, follow');
  expect(head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(head.querySelector('link[rel="alternate"]')).toBeNull();
  expect(head.querySelector('meta[property="og:url"]')).toBeNull();
});

it('replaces the previous page tags instead of adding to them', () => {
  render({ ...data, noindex: true, jsonLd: [{ a: 1 }] });
  const { head } = render(data, { ...context, pathname: '/de', search: '' });
  expect(head.querySelector('meta[name="robots"]')).toBeNull();
  expect(head.querySelector('script')).toBeNull();
  expect(head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'https://shop.example/de',
  );
  expect(head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  // Tags the shop does not own stay.
  expect(head.querySelector('meta[charset]')).not.toBeNull();
});
