import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import type { ProductSearchQuery, SearchFacets } from '../../../src/shared/api/contract/products';
import { catalog } from '../../db/catalog/index';
import type { FamilyRecord } from '../../db/catalog/records';
import { allPages, callCatalogJson, searchProducts } from './catalog-test-client';

const search = (query: ProductSearchQuery) => searchProducts(query);

async function facetsOf(query: ProductSearchQuery): Promise<SearchFacets> {
  const { facets } = await search({ ...query, withFacets: true });
  if (!facets) throw new Error('no facets in the answer');
  return facets;
}

const countOf = <T>(options: readonly { value: T; count: number }[], value: T) =>
  options.find((option) => option.value === value)?.count;

const families = catalog().families;
const family = (id: string): FamilyRecord => {
  const found = catalog().familyById.get(id);
  if (!found) throw new Error(id);
  return found;
};

describe('POST products: filters', () => {
  it('narrows by type, material and layers; values within a filter are alternatives', async () => {
    const paper = await allPages({ materials: ['paper'] });
    expect(paper.length).toBe(families.filter((f) => f.attributes.material === 'paper').length);
    expect(paper.every((r) => r.product.material === 'paper')).toBe(true);

    const bagsAndFilters = await allPages({ categories: ['bag', 'filter'] });
    expect(bagsAndFilters.length).toBe(families.filter((f) => f.category !== 'addon').length);

    const fiveLayerBags = await allPages({ categories: ['bag'], layers: [5] });
    expect(fiveLayerBags.length).toBeGreaterThan(0);
    expect(fiveLayerBags.every((r) => r.category === 'bag' && r.product.layers === 5)).toBe(true);
    // Filters combine: a paper bag has 3 layers, so paper with 5 layers is nothing.
    expect((await search({ materials: ['paper'], layers: [5] })).total).toBe(0);
  });

  it('pack size and stock hold for one packaging, and the card shows that packaging', async () => {
    const tens = await allPages({ packSizes: [10], inStock: true });
    expect(tens.length).toBe(
      families.filter((f) => f.packagings.some((p) => p.amount === 10 && p.stock > 0)).length,
    );
    for (const result of tens) {
      expect(result.product.amount).toBe(10);
      expect(result.product.stock).toBeGreaterThan(0);
    }
    // A family whose smallest packaging is sold out but a bigger one is not: in stock, shown big.
    const partly = families.find(
      (f) => f.packagings[0]!.stock === 0 && f.packagings.some((p) => p.stock > 0),
    );
    expect(partly).toBeDefined();
    const inStock = await allPages({ inStock: true });
    const shown = inStock.find((r) => r.id === partly!.id);
    expect(shown?.product.stock).toBeGreaterThan(0);
    expect(inStock.some((r) => r.product.stock === 0)).toBe(false);
  });

  it('sale is a filter like the others; price sort follows the shown packaging', async () => {
    const sale = await allPages({ sale: true, categories: ['bag'] });
    expect(sale.every((r) => r.isSale && r.category === 'bag')).toBe(true);
    const byPrice = await allPages({ packSizes: [25], sort: 'price-asc' });
    const prices = byPrice.map((r) => r.product.priceInclVat);
    expect(byPrice.every((r) => r.product.amount === 25)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages a filtered search, and refuses a cursor with other filters', async () => {
    const first = await search({ categories: ['bag'] });
    expect(first.next).not.toBeNull();
    const { status, json } = await callCatalogJson('products', {
      method: 'POST',
      body: { categories: ['bag'], inStock: true, next: first.next },
    });
    expect(status).toBe(400);
    expect(ApiErrorBodySchema.parse(json).code).toBe('INVALID_CURSOR');
    // The same choice in another order is the same search: its cursor is accepted.
    const both = await search({ categories: ['filter', 'bag'] });
    expect(
      (await search({ categories: ['bag', 'filter'], next: both.next })).results.length,
    ).toBeGreaterThan(0);
  });
});

describe('POST products: facets', () => {
  it('come only when asked, with the first page', async () => {
    expect((await search({})).facets).toBeUndefined();
    const first = await search({ withFacets: true });
    expect(first.facets).toBeDefined();
    expect((await search({ withFacets: true, next: first.next })).facets).toBeUndefined();
  });

  it('each count is the total the list has with that option chosen', async () => {
    const base: ProductSearchQuery = { brandId: 'b-nilfisk' };
    const facets = await facetsOf(base);
    for (const { value, count } of facets.type)
      expect((await search({ ...base, categories: [value] })).total, value).toBe(count);
    for (const { value, count } of facets.material)
      expect((await search({ ...base, materials: [value] })).total, value).toBe(count);
    for (const { value, count } of facets.layers)
      expect((await search({ ...base, layers: [value] })).total, `layers ${value}`).toBe(count);
    expect(facets.packSize.length).toBeGreaterThan(1);
    for (const { value, count } of facets.packSize)
      expect((await search({ ...base, packSizes: [value] })).total, `pack ${value}`).toBe(count);
    expect((await search({ ...base, inStock: true })).total).toBe(facets.inStock);
    expect((await search({ ...base, sale: true })).total).toBe(facets.sale);
  });

  it('leave out their own filter, so a chosen filter’s other options still widen the list', async () => {
    const chosen: ProductSearchQuery = { categories: ['bag'], materials: ['paper'], inStock: true };
    const facets = await facetsOf(chosen);
    const { total } = await search(chosen);
    // Type: counted with paper and in stock, not with "bag": filters show their own count.
    expect(countOf(facets.type, 'bag')).toBe(total);
    expect(countOf(facets.type, 'filter')).toBe(
      (await search({ categories: ['filter'], materials: ['paper'], inStock: true })).total,
    );
    expect(countOf(facets.type, 'filter')).toBeGreaterThan(0);
    // Material: counted with bags in stock; synthetic is another choice, not 0.
    expect(countOf(facets.material, 'synthetic')).toBe(
      (await search({ categories: ['bag'], materials: ['synthetic'], inStock: true })).total,
    );
    expect(countOf(facets.material, 'synthetic')).toBeGreaterThan(0);
    // The stock switch is on: its count is the list itself.
    expect(facets.inStock).toBe(total);
    // A layers option is what choosing it would leave, with every other filter on.
    for (const { value, count } of facets.layers)
      expect((await search({ ...chosen, layers: [value] })).total).toBe(count);
    // Pack sizes, with the other filters on.
    for (const { value, count } of facets.packSize)
      expect((await search({ ...chosen, packSizes: [value] })).total).toBe(count);
  });

  it('combined with a pack size, a second size adds its families (an alternative)', async () => {
    const facets = await facetsOf({ packSizes: [25] });
    const twenty = countOf(facets.packSize, 20) ?? 0;
    const both = await search({ packSizes: [20, 25] });
    const only25 = await search({ packSizes: [25] });
    expect(twenty).toBeGreaterThan(0);
    expect(both.total).toBeGreaterThan(only25.total);
    expect(both.total).toBeLessThanOrEqual(only25.total + twenty);
  });

  it('keep a chosen value that matches nothing, at 0, so it can be undone', async () => {
    const facets = await facetsOf({ packSizes: [7] });
    expect(countOf(facets.packSize, 7)).toBe(0);
    expect((await search({ packSizes: [7] })).total).toBe(0);
    // Filters list options: type and material every one, in a fixed order.
    expect(facets.type.map((o) => o.value)).toEqual(['bag', 'filter', 'addon']);
    expect(facets.material.map((o) => o.value)).toEqual(['paper', 'synthetic']);
    // Numeric ones the values that occur: with nothing left, none.
    expect(facets.layers).toEqual([]);
    expect((await facetsOf({})).layers.map((o) => o.value)).toEqual([3, 5]);
  });

  it('count within the page’s scope: an add-on page has only accessories', async () => {
    const facets = await facetsOf({ addonId: 'a-hoses' });
    const { total } = await search({ addonId: 'a-hoses' });
    expect(countOf(facets.type, 'addon')).toBe(total);
    expect(countOf(facets.type, 'bag')).toBe(0);
    expect(facets.layers).toEqual([]);
    expect(family((await search({ addonId: 'a-hoses' })).results[0]!.id).category).toBe('addon');
  });
});

describe('POST products: bad filter values', () => {
  it('answers 422 with a message per field', async () => {
    const { status, json } = await callCatalogJson('products', {
      method: 'POST',
      body: {
        categories: ['bag', 'vacuum'],
        materials: 'paper',
        layers: [0],
        packSizes: [2.5],
        inStock: 'yes',
        withFacets: 1,
      },
    });
    expect(status).toBe(422);
    const error = ApiErrorBodySchema.parse(json);
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual([
      'categories.1',
      'inStock',
      'layers.0',
      'materials',
      'packSizes.0',
      'withFacets',
    ]);
  });

  it('answers 422 for too many values and for the add-on "material"', async () => {
    for (const body of [
      { packSizes: Array.from({ length: 21 }, (_, i) => i + 1) },
      { materials: ['addon'] },
      { categories: ['bag', 'bag', 'bag', 'bag'] },
    ]) {
      const { status } = await callCatalogJson('products', { method: 'POST', body });
      expect(status, JSON.stringify(body)).toBe(422);
    }
  });
});
