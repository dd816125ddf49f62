import { describe, expect, it } from 'vitest';
import { brandRows } from '../../demo-api/db/catalog/brand-table';
import { ProductSlugSchema } from '../../src/shared/api/contract/products';
import { locales } from '../../src/shared/api/contract/common';
import type { CatalogData, FamilyRecord } from '../../demo-api/db/catalog/records';
import { syntheticCatalog } from './synthetic-catalog';

// Some 400 made-up brands on top of the real ones: enough to meet every model style and the
// name clashes, small enough to build in about a second.
const SIZE = 5_000;
const data = syntheticCatalog(SIZE);
const namedRealBrands = brandRows.filter((row) => row.name !== '');

/** Everything a family is apart from what depends on the whole catalogue (rank, links). */
const ownPart = (f: FamilyRecord): string =>
  JSON.stringify({ ...f, curatedRank: 0, alsoSuitableIds: [], alsoBoughtIds: [] });

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => seen.has(value) || !seen.add(value));
}

describe('syntheticCatalog', () => {
  it('has exactly the asked number of families, also inside the real brands', () => {
    expect(data.families).toHaveLength(SIZE);
    for (const size of [0, 1, 100, 237, 1_234]) {
      expect(syntheticCatalog(size).families, String(size)).toHaveLength(size);
    }
  });

  it('only cuts off the last brand: every other made-up brand has families', () => {
    const withFamilies = new Set(data.families.map((f) => f.brandId));
    const productless = data.brands.filter((b) => !withFamilies.has(b.id));
    expect(productless.every((b) => b.name === '')).toBe(true);
    expect(data.brands.at(-1)?.id).toBe(data.families.at(-1)?.brandId);
  });

  it('is the same for the same arguments and differs with another seed', () => {
    const again: CatalogData = syntheticCatalog(SIZE);
    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
    const other = syntheticCatalog(SIZE, 2);
    expect(other.brands.map((b) => b.name)).not.toEqual(data.brands.map((b) => b.name));
  });

  it('starts a bigger catalogue with the same families as a smaller one', () => {
    const small = syntheticCatalog(1_000);
    expect(small.families.map(ownPart)).toEqual(data.families.slice(0, 1_000).map(ownPart));
  });

  it('has unique family ids, slugs, packaging ids, brand ids and type ids', () => {
    expect(duplicates(data.families.map((f) => f.id))).toEqual([]);
    expect(duplicates(data.families.map((f) => f.slug))).toEqual([]);
    expect(duplicates(data.families.flatMap((f) => f.packagings.map((p) => p.id)))).toEqual([]);
    expect(duplicates(data.brands.map((b) => b.url))).toEqual([]);
    expect(duplicates(data.types.map((t) => t.id))).toEqual([]);
  });

  it('fits every family to existing models, the first one of its own brand', () => {
    const typeById = new Map(data.types.map((t) => [t.id, t]));
    for (const family of data.families) {
      expect(family.typeIds.length, family.id).toBeGreaterThan(0);
      for (const id of family.typeIds) expect(typeById.has(id), id).toBe(true);
      expect(typeById.get(family.typeIds[0] ?? '')?.brandId).toBe(family.brandId);
    }
    // planBrand's cross-brand fits reach made-up brands too.
    const brandOfType = (id: string): string | undefined => typeById.get(id)?.brandId;
    expect(data.families.some((f) => f.typeIds.some((id) => brandOfType(id) !== f.brandId))).toBe(
      true,
    );
  });

  it('contains the real brands first, with their real models', () => {
    const names = data.brands.map((b) => b.name);
    expect(names.slice(0, brandRows.length)).toEqual(brandRows.map((row) => row.name));
    const withFamilies = new Set(data.families.map((f) => f.brandId));
    for (const row of namedRealBrands) {
      const brand = data.brands.find((b) => b.name === row.name);
      expect(brand && withFamilies.has(brand.id), row.name).toBe(true);
    }
    expect(data.types.some((t) => t.id === 't-nilfisk-attix-30')).toBe(true);
  });

  it('names and describes every family in the four languages, with valid slugs', () => {
    for (const family of data.families) {
      expect(ProductSlugSchema.safeParse(family.slug).success, family.slug).toBe(true);
      for (const locale of locales) {
        expect(family.names[locale].length, family.id).toBeGreaterThan(5);
        expect(family.descriptions[locale]).toMatch(/^<p>/);
      }
      expect(family.names.de).not.toBe(family.names.en);
    }
  });

  it('makes up plausible brands: unique names, some accented, 3 to 20 models', () => {
    const made = data.brands.slice(brandRows.length);
    expect(made.length).toBeGreaterThan(300);
    expect(duplicates(made.map((b) => b.name))).toEqual([]);
    expect(made.some((b) => /[^A-Za-z]/.test(b.name))).toBe(true);
    for (const brand of made) {
      expect(brand.name, brand.id).toMatch(/^\p{Lu}\p{Ll}{2,}$/u);
      // One word, accents folded: a hyphen in a brand url could make two family ids alike.
      expect(brand.url, brand.id).toMatch(/^[a-z]{3,}$/);
      const models = data.types.filter((t) => t.brandId === brand.id).length;
      expect(models, brand.id).toBeGreaterThanOrEqual(3);
      expect(models, brand.id).toBeLessThanOrEqual(20);
    }
  });

  it('names made-up models in the real table’s styles', () => {
    const models = data.types.slice(-2_000).map((t) => t.name);
    const styles = {
      'Attix 30': /^\p{Lu}\p{Ll}+ \d+$/u,
      'NT 25/1': /^[A-Z]{2,3} \d+\/\d( \w+)?$/,
      'CTL 26': /^[A-Z]{2,3} \d+$/,
      'VC 2012 L': /^[A-Z]{2,3} \d{4} [LMH]$/,
      VC2012L: /^[A-Z]{2,3}\d{4}[LMH]$/,
      'Multi II 22': /^\p{Lu}\p{Ll}+ I[IV]+ \d+$/u,
      'Complete C2': /^\p{Lu}\p{Ll}+ [A-Z]\d+$/u,
    };
    for (const [example, style] of Object.entries(styles)) {
      expect(
        models.some((model) => style.test(model)),
        example,
      ).toBe(true);
    }
  });

  it('ranks every family once and links only to existing families', () => {
    const ranks = data.families.map((f) => f.curatedRank).sort((a, b) => a - b);
    expect(ranks).toEqual(data.families.map((_, index) => index));
    const ids = new Set(data.families.map((f) => f.id));
    for (const family of data.families) {
      for (const id of [...family.alsoSuitableIds, ...family.alsoBoughtIds])
        expect(ids.has(id), id).toBe(true);
    }
    expect(data.families.filter((f) => f.alsoBoughtIds.length > 0).length).toBeGreaterThan(
      SIZE / 2,
    );
  });
});
