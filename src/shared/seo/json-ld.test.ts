import { serializeJsonLd } from './json-ld';
import { breadcrumbJsonLd, centsToDecimal, productJsonLd } from './structured-data';

describe('serializeJsonLd', () => {
  it('can never close the script element it is written into', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    // …and it still parses back to the same value.
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });

  it('escapes the JavaScript line separators', () => {
    const text = serializeJsonLd({ name: 'a\u2028b\u2029c' });
    expect(text).toBe('{"name":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(text)).toEqual({ name: 'a\u2028b\u2029c' });
  });
});

it('turns integer cents into a decimal string', () => {
  expect(centsToDecimal(1234)).toBe('12.34');
  expect(centsToDecimal(5)).toBe('0.05');
  expect(centsToDecimal(100000)).toBe('1000.00');
  expect(centsToDecimal(0)).toBe('0.00');
});

describe('productJsonLd', () => {
  const input = {
    name: 'Synthetic dust bags',
    description: 'Five layers.',
    brand: 'Nilfisk',
    image: 'https://shop.example/api/images/f1.svg',
    url: 'https://shop.example/en/detail/nilfisk/attix-30/bags',
    offers: [{ sku: 'p-1', priceCents: 2995, inStock: true }],
  };
  const offer = (sku: string, price: string, availability: string) => ({
    '@type': 'Offer',
    sku,
    url: input.url,
    price,
    priceCurrency: 'EUR',
    availability: `https://schema.org/${availability}`,
    itemCondition: 'https://schema.org/NewCondition',
  });

  it('is a Product with an Offer in EUR', () => {
    expect(productJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Synthetic dust bags',
      description: 'Five layers.',
      image: 'https://shop.example/api/images/f1.svg',
      brand: { '@type': 'Brand', name: 'Nilfisk' },
      url: input.url,
      offers: [offer('p-1', '29.95', 'InStock')],
    });
  });

  it('has one Offer per packaging, each with its own price and availability', () => {
    const data = productJsonLd({
      ...input,
      offers: [
        { sku: 'p-5', priceCents: 1495, inStock: false },
        { sku: 'p-10', priceCents: 2695, inStock: true },
        { sku: 'p-20', priceCents: 4995, inStock: true },
      ],
    });
    expect(data.offers).toEqual([
      offer('p-5', '14.95', 'OutOfStock'),
      offer('p-10', '26.95', 'InStock'),
      offer('p-20', '49.95', 'InStock'),
    ]);
  });

  it('leaves out what the product lacks', () => {
    const data = productJsonLd({ ...input, image: null, description: '' });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('gtin');
    expect(productJsonLd({ ...input, gtin: '08712345678906' })).toMatchObject({
      gtin: '08712345678906',
    });
  });
});

it('numbers the breadcrumb trail from 1', () => {
  expect(
    breadcrumbJsonLd([
      { name: 'Home', url: 'https://s/nl' },
      { name: 'Nilfisk', url: 'https://s/nl/results/nilfisk' },
    ]),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/nl' },
      { '@type': 'ListItem', position: 2, name: 'Nilfisk', item: 'https://s/nl/results/nilfisk' },
    ],
  });
});
