import { describe, expect, it } from 'vitest';
import {
  ProductDetailSchema,
  ProductResultSchema,
} from '../../../src/shared/api/contract/products';
import { createSession } from '../../auth/sessions';
import { catalog } from '../../db/catalog/index';
import { XSS_FAMILY_SLUG, XSS_PAYLOAD } from '../../db/catalog/injection';
import { callCatalogJson } from './catalog-test-client';

const SLUG = 'nilfisk/attix-30/synthetic-dust-bags-5-layer';
const detail = async (path: string, headers: Record<string, string> = {}) => {
  const { status, json } = await callCatalogJson(`products/${path}`, { headers });
  return { status, detail: status === 200 ? ProductDetailSchema.parse(json) : null };
};

describe('GET products/{slug}', () => {
  it('finds a family by its URL-encoded slug, its raw slug and its id', async () => {
    const encoded = await detail(encodeURIComponent(SLUG));
    expect(encoded.status).toBe(200);
    expect(encoded.detail?.productFamily.slug).toBe(SLUG);
    expect(encoded.detail?.brand).toEqual({ id: 'b-nilfisk', name: 'Nilfisk', url: 'nilfisk' });
    expect((await detail(SLUG)).detail?.productFamily.id).toBe(encoded.detail?.productFamily.id);
    expect(
      (await detail('f-nilfisk-attix-30-synthetic-dust-bags-5-layer')).detail?.productFamily.slug,
    ).toBe(SLUG);
  });

  it('lists packagings by amount ascending, with compatible models and links', async () => {
    const { detail: d } = await detail(encodeURIComponent(SLUG));
    const amounts = d?.products.map((p) => p.amount) ?? [];
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(d?.productFamily.compatibleWith).toContainEqual({
      brandName: 'Nilfisk',
      brandUrl: 'nilfisk',
      typeName: 'Attix 30',
      typeUrl: 'attix-30',
    });
    expect(d?.products[0]?.compatibleModels).toContain('Nilfisk Attix 30');
    expect(d?.productFamily.alsoSuitableFor.length).toBeGreaterThan(0);
    expect(d?.productFamily.alsoBought.length).toBeGreaterThan(0);
  });

  it('offers with a bag only products for its machines, those for its own model first', async () => {
    const { detail: d } = await detail(encodeURIComponent(SLUG));
    const bagModels = d?.products[0]?.compatibleModels ?? [];
    const related = d?.productFamily.alsoBought ?? [];
    const models = related.map((r) => r.product.compatibleModels);
    const fitsAttix30 = models.map((m) => m.includes('Nilfisk Attix 30'));
    expect(fitsAttix30[0]).toBe(true);
    // No product for the Attix 30 after one that is not: they come first.
    expect(fitsAttix30).toEqual([...fitsAttix30].sort((a, b) => Number(b) - Number(a)));
    // And none for other machines only (a part for a machine the bag does not fit).
    for (const [i, fits] of models.entries())
      expect(
        fits.some((m) => bagModels.includes(m)),
        related[i]?.slug,
      ).toBe(true);
  });

  it('speaks the request language', async () => {
    const nl = (await detail(SLUG)).detail;
    const en = (await detail(SLUG, { 'x-locale': 'en' })).detail;
    expect(nl?.productFamily.name).toMatch(/^Synthetische stofzakken/);
    expect(en?.productFamily.name).toMatch(/^Synthetic dust bags/);
    expect(nl?.productFamily.description).not.toBe(en?.productFamily.description);
  });

  it('hands out the injection family’s description as is, for the shop to sanitise', async () => {
    const { detail: d } = await detail(encodeURIComponent(XSS_FAMILY_SLUG), { 'x-locale': 'fr' });
    expect(d?.productFamily.description).toContain(XSS_PAYLOAD);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await detail(encodeURIComponent('nilfisk/attix-30/golden-bags'))).status).toBe(404);
  });
});

describe('GET products/result/{id}', () => {
  it('shows the family with the asked packaging', async () => {
    const { status, json } = await callCatalogJson(
      'products/result/p-nilfisk-attix-30-synthetic-dust-bags-5-layer-10',
    );
    expect(status).toBe(200);
    const result = ProductResultSchema.parse(json);
    expect(result.product.id).toBe('p-nilfisk-attix-30-synthetic-dust-bags-5-layer-10');
    expect(result.product.amount).toBe(10);
    expect(result.slug).toBe(SLUG);
    expect(result.packagingCount).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for an unknown packaging', async () => {
    expect((await callCatalogJson('products/result/p-nope')).status).toBe(404);
  });
});

describe('prices for the buyer', () => {
  const festool = catalog().families.find((f) => f.brandId === 'b-festool' && !f.isSale);
  const packaging = festool?.packagings[0];
  const result = async (headers: Record<string, string>) =>
    ProductResultSchema.parse(
      (await callCatalogJson(`products/result/${packaging?.id ?? ''}`, { headers })).json,
    ).product;

  it('adds the delivery country’s VAT; a business sees the same two numbers', async () => {
    const base = packaging?.priceExclVat ?? 0;
    const nl = await result({});
    expect(nl.priceExclVat).toBe(base);
    expect(nl.priceInclVat).toBe(base + Math.floor((base * 2100 + 5000) / 10000));
    expect((await result({ 'x-country-code': 'DE' })).priceInclVat).toBe(
      base + Math.floor((base * 1900 + 5000) / 10000),
    );
    expect((await result({ 'x-country-code': 'CH' })).priceInclVat).toBe(base);
    expect(await result({ 'x-account-type': 'business' })).toEqual(nl);
    expect(nl.originalPriceExclVat).toBeNull();
    expect(nl.pricePerPieceExclVat).toBe(Math.round(nl.priceExclVat / nl.amount));
  });

  it('reverse-charges a logged-in foreign business with a VAT number, whatever the headers say', async () => {
    const { accessToken } = createSession('user-peeters');
    const product = await result({
      'x-country-code': 'BE',
      'x-account-type': 'personal',
      authorization: `Bearer ${accessToken}`,
    });
    expect(product.priceInclVat).toBe(product.priceExclVat);
    const anonymous = await result({ 'x-country-code': 'BE', 'x-account-type': 'business' });
    expect(anonymous.priceInclVat).toBeGreaterThan(anonymous.priceExclVat);
  });

  it('shows the brand price with the list price as the original', async () => {
    const family = catalog().families.find((f) => f.brandId === 'b-nilfisk' && !f.isSale);
    const p = family?.packagings[0];
    const { json } = await callCatalogJson(`products/result/${p?.id ?? ''}`);
    const product = ProductResultSchema.parse(json).product;
    const base = p?.priceExclVat ?? 0;
    expect(product.originalPriceExclVat).toBe(base);
    expect(product.priceExclVat).toBe(base - Math.floor((base * 1000 + 5000) / 10000));
  });

  it('shows a sale family’s price before the sale as the original', async () => {
    const family = catalog().families.find(
      (f) =>
        f.isSale &&
        f.brandId !== 'b-nilfisk' &&
        catalog().brandById.get(f.brandId)?.discount === null,
    );
    const p = family?.packagings[0];
    const product = ProductResultSchema.parse(
      (await callCatalogJson(`products/result/${p?.id ?? ''}`)).json,
    ).product;
    expect(product.originalPriceExclVat).toBe(p?.originalPriceExclVat);
    expect(product.originalPriceExclVat).toBeGreaterThan(product.priceExclVat);
  });
});
