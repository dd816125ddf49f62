import { describe, expect, it } from 'vitest';
import {
  AddonListSchema,
  AddonVariantListSchema,
  BrandListSchema,
  BrandPdfSchema,
  BrandTypeListSchema,
} from '../../../src/shared/api/contract/catalog';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import { callCatalog, callCatalogJson } from './catalog-test-client';

describe('GET brands and types', () => {
  it('lists every brand, the empty-name ones too, with discounts', async () => {
    const { status, json } = await callCatalogJson('brands');
    expect(status).toBe(200);
    const brands = BrandListSchema.parse(json);
    expect(brands.length).toBeGreaterThanOrEqual(26);
    expect(brands.filter((b) => b.name === '').length).toBeGreaterThanOrEqual(1);
    expect(brands.find((b) => b.url === 'nilfisk')).toEqual({
      id: 'b-nilfisk',
      name: 'Nilfisk',
      url: 'nilfisk',
      discount: 10,
    });
    expect(brands.find((b) => b.url === 'festool')?.discount).toBeNull();
  });

  it('lists a brand’s types; Nilfisk has attix-30', async () => {
    const types = BrandTypeListSchema.parse((await callCatalogJson('brands/b-nilfisk/types')).json);
    expect(types.find((t) => t.url === 'attix-30')).toEqual({
      id: 't-nilfisk-attix-30',
      name: 'Attix 30',
      url: 'attix-30',
    });
  });

  it('answers 404 for an unknown brand', async () => {
    for (const path of ['brands/b-nope/types', 'brands/b-nope/pdf', 'brands/b-nope/sheet.pdf']) {
      const { status, json } = await callCatalogJson(path);
      expect(status, path).toBe(404);
      expect(ApiErrorBodySchema.parse(json).code).toBe('NOT_FOUND');
    }
  });
});

describe('GET brands/{id}/pdf', () => {
  it('links to the brand sheet in the shopper’s language, which is a real PDF', async () => {
    const link = BrandPdfSchema.parse(
      (await callCatalogJson('brands/b-karcher/pdf', { headers: { 'x-locale': 'fr' } })).json,
    );
    expect(link.url).toBe('/api/brands/b-karcher/sheet.pdf?lang=fr');
    const sheet = await callCatalog(link.url.replace('/api/', ''));
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await sheet.arrayBuffer());
    const text = String.fromCharCode(...bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('Fiche produit');
    expect(text).toContain('NT 25/1');
  });
});

describe('GET addons and variants', () => {
  it('names add-ons in the request language and keeps the empty-name one', async () => {
    const nl = AddonListSchema.parse((await callCatalogJson('addons')).json);
    const en = AddonListSchema.parse(
      (await callCatalogJson('addons', { headers: { 'x-locale': 'en' } })).json,
    );
    expect(nl.find((a) => a.url === 'hoses')?.name).toBe('Slangen');
    expect(en.find((a) => a.url === 'hoses')?.name).toBe('Hoses');
    expect(nl.some((a) => a.name === '')).toBe(true);
  });

  it('lists the variants of an add-on, 404 for an unknown one', async () => {
    const variants = AddonVariantListSchema.parse(
      (await callCatalogJson('addons/a-nozzles/variants', { headers: { 'x-locale': 'de' } })).json,
    );
    expect(variants.map((v) => v.name)).toContain('Bodendüse');
    expect((await callCatalogJson('addons/a-nope/variants')).status).toBe(404);
  });
});

describe('GET images/{family}.svg', () => {
  it('serves an SVG with a long cache lifetime', async () => {
    const response = await callCatalog('images/f-nilfisk-attix-30-synthetic-dust-bags-5-layer.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await response.text()).toContain('Nilfisk Attix 30');
  });

  it('answers 404 for an unknown picture', async () => {
    expect((await callCatalog('images/f-nope.svg')).status).toBe(404);
    expect(
      (await callCatalog('images/f-nilfisk-attix-30-synthetic-dust-bags-5-layer.png')).status,
    ).toBe(404);
  });
});
