import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ProductSlugSchema } from '../../../src/shared/api/contract/products';
import { SlugSchema } from '../../../src/shared/api/contract/catalog';
import { locales } from '../../../src/shared/api/contract/common';
import { buildCatalog } from './build';
import { brandDiscountPercentage } from './brands';
import { catalog, findFamily, findProductById } from './index';
import { XSS_FAMILY_SLUG, XSS_PAYLOAD } from './injection';

const data = catalog();
const packagings = data.families.flatMap((f) => f.packagings);

describe('the seeded catalogue', () => {
  it('is the same on every build', () => {
    // JSON, not toEqual: a deep diff of ~500 packagings is slow and the data is plain JSON anyway.
    const first = JSON.stringify(buildCatalog());
    expect(JSON.stringify(buildCatalog())).toBe(first);
    expect(
      JSON.stringify({
        brands: data.brands,
        types: data.types,
        addons: data.addons,
        families: data.families,
      }),
    ).toBe(first);
  });

  it('is byte for byte the catalogue the shop, its tests and e2e were written against', () => {
    // A fingerprint, so a refactoring of the builder (e.g. brand rows as a parameter, for the
    // search benchmark) cannot reshuffle the demo data unnoticed. Change it only on purpose (last:
    // links only to families for the same machines, links.ts).
    const json = JSON.stringify(buildCatalog());
    expect(createHash('sha256').update(json).digest('hex')).toBe(
      'afed0f9095c2a8b2f2bc02c281f2836fc87305ed6b221b5f4ce046c92782a8a1',
    );
  });

  it('differs with another seed, so the seed really drives it', () => {
    expect(buildCatalog(1).families.map((f) => f.packagings[0]?.priceExclVat)).not.toEqual(
      data.families.map((f) => f.packagings[0]?.priceExclVat),
    );
  });

  it('has about 25 named brands plus empty-name ones, each with 3 to 20 types', () => {
    const named = data.brands.filter((b) => b.name !== '');
    expect(named.length).toBe(25);
    expect(data.brands.length - named.length).toBeGreaterThanOrEqual(1);
    for (const brand of data.brands) {
      const count = data.typesByBrand.get(brand.id)?.length ?? 0;
      expect(count, brand.id).toBeGreaterThanOrEqual(3);
      expect(count, brand.id).toBeLessThanOrEqual(20);
      expect(SlugSchema.safeParse(brand.url).success, brand.url).toBe(true);
    }
    for (const type of data.types)
      expect(SlugSchema.safeParse(type.url).success, type.url).toBe(true);
  });

  it('has about 500 packagings, most of them bags', () => {
    expect(packagings.length).toBeGreaterThanOrEqual(450);
    expect(packagings.length).toBeLessThanOrEqual(550);
    const bags = data.families.filter((f) => f.category === 'bag').flatMap((f) => f.packagings);
    expect(bags.length / packagings.length).toBeGreaterThan(0.5);
    for (const category of ['bag', 'filter', 'addon'] as const) {
      expect(data.families.some((f) => f.category === category)).toBe(true);
    }
  });

  it('knows Nilfisk and its Attix 30, and Kärcher as "karcher" with nt-25-1', () => {
    const nilfisk = data.brands.find((b) => b.url === 'nilfisk');
    expect(nilfisk?.id).toBe('b-nilfisk');
    expect(data.typesByBrand.get('b-nilfisk')?.find((t) => t.url === 'attix-30')?.id).toBe(
      't-nilfisk-attix-30',
    );
    expect(data.typeById.get('t-karcher-nt-25-1')?.name).toBe('NT 25/1');
    expect(findFamily('nilfisk/attix-30/synthetic-dust-bags-5-layer')?.typeIds).toContain(
      't-nilfisk-attix-30',
    );
  });

  it('gives every family a valid slug, texts in four languages and 1 to 6 models', () => {
    for (const family of data.families) {
      expect(ProductSlugSchema.safeParse(family.slug).success, family.slug).toBe(true);
      expect(family.typeIds.length).toBeGreaterThanOrEqual(1);
      expect(family.typeIds.length).toBeLessThanOrEqual(6);
      expect(family.image).toBe(`/api/images/${family.id}.svg`);
      for (const locale of locales) {
        expect(family.names[locale].length).toBeGreaterThan(5);
        expect(family.descriptions[locale]).toMatch(/^<p>/);
      }
      expect(family.names.nl).not.toBe(family.names.en);
    }
  });

  it('prices packs within the bands, cheaper per piece in bigger packs', () => {
    const bands = { bag: [800, 6000], filter: [1500, 12000], addon: [1000, 9000] } as const;
    for (const family of data.families) {
      const [low, high] = bands[family.category];
      let lastPerPiece = Infinity;
      for (const p of family.packagings) {
        expect(p.priceExclVat, p.id).toBeGreaterThanOrEqual(low);
        expect(p.priceExclVat, p.id).toBeLessThanOrEqual(high);
        expect(Number.isInteger(p.priceExclVat)).toBe(true);
        expect(p.priceExclVat / p.amount).toBeLessThanOrEqual(lastPerPiece);
        lastPerPiece = p.priceExclVat / p.amount;
        expect(p.deliveryDays).toBeGreaterThanOrEqual(1);
        expect(p.deliveryDays).toBeLessThanOrEqual(5);
        if (family.isSale) expect(p.originalPriceExclVat).toBeGreaterThan(p.priceExclVat);
        else expect(p.originalPriceExclVat).toBeNull();
      }
      const amounts = family.packagings.map((p) => p.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    }
    expect(packagings.some((p) => p.stock === 0)).toBe(true);
    expect(packagings.some((p) => p.stock > 0)).toBe(true);
  });

  it('flags some families new, on sale and outlet', () => {
    for (const flag of ['isNew', 'isSale', 'isOutlet'] as const) {
      const count = data.families.filter((f) => f[flag]).length;
      expect(count, flag).toBeGreaterThan(0);
      expect(count, flag).toBeLessThan(data.families.length / 4);
    }
  });

  it('links only to families for one of the same models, those for its own model first', () => {
    for (const family of data.families) {
      for (const ids of [family.alsoSuitableIds, family.alsoBoughtIds]) {
        const linked = ids.map((id) => data.familyById.get(id)?.typeIds ?? []);
        for (const typeIds of linked)
          expect(
            typeIds.some((t) => family.typeIds.includes(t)),
            family.slug,
          ).toBe(true);
        const fitsOwn = linked.map((typeIds) => typeIds.includes(family.typeIds[0] ?? ''));
        expect(fitsOwn, family.slug).toEqual([...fitsOwn].sort((a, b) => Number(b) - Number(a)));
      }
    }
  });

  it('links only to other existing families', () => {
    for (const family of data.families) {
      for (const id of [...family.alsoSuitableIds, ...family.alsoBoughtIds]) {
        expect(id).not.toBe(family.id);
        expect(data.familyById.has(id), id).toBe(true);
      }
    }
    expect(data.families.filter((f) => f.alsoBoughtIds.length > 0).length).toBeGreaterThan(
      data.families.length / 2,
    );
    expect(data.families.filter((f) => f.alsoSuitableIds.length > 0).length).toBeGreaterThan(
      data.families.length / 4,
    );
  });

  it('carries the script-injection attempt in exactly one family, in every language', () => {
    const carriers = data.families.filter((f) =>
      locales.some((l) => f.descriptions[l].includes('onerror')),
    );
    expect(carriers.map((f) => f.slug)).toEqual([XSS_FAMILY_SLUG]);
    for (const locale of locales) expect(carriers[0]?.descriptions[locale]).toContain(XSS_PAYLOAD);
  });

  it('gives add-on families an add-on and a variant, and others none', () => {
    for (const family of data.families) {
      if (family.category === 'addon') {
        const addon = data.addonById.get(family.addonId ?? '');
        expect(addon?.variants.some((v) => v.id === family.addonVariantId)).toBe(true);
      } else {
        expect(family.addonId).toBeNull();
      }
    }
    expect(data.addons.some((a) => a.names.nl === '')).toBe(true);
  });
});

describe('lookups for the cart and orders', () => {
  it('findProductById returns the packaging with its family and brand', () => {
    const found = findProductById('p-nilfisk-attix-30-synthetic-dust-bags-5-layer-10');
    expect(found?.packaging.amount).toBe(10);
    expect(found?.family.slug).toBe('nilfisk/attix-30/synthetic-dust-bags-5-layer');
    expect(found?.brand.name).toBe('Nilfisk');
    expect(findProductById('p-nope')).toBeUndefined();
  });

  it('brandDiscountPercentage is the brands’ discount, null for none or unknown', () => {
    expect(brandDiscountPercentage('b-nilfisk')).toBe(10);
    expect(brandDiscountPercentage('b-festool')).toBeNull();
    expect(brandDiscountPercentage('b-nope')).toBeNull();
    for (const brand of data.brands) expect(brandDiscountPercentage(brand.id)).toBe(brand.discount);
  });
});
