/**
 * POST products and products/complete with the shopper's machines
 * (docs/decisions/0078-fits-my-machines.md): `fitsMachines` narrows every page, the standard
 * order puts what fits first, and bad lists are refused like any other field.
 */
import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import { MAX_MACHINES } from '../../../src/shared/api/contract/constants';
import {
  AutocompleteResponseSchema,
  type ProductResult,
  type ProductSearchQuery,
} from '../../../src/shared/api/contract/products';
import { catalog } from '../../db/catalog/index';
import { PAGE_SIZE } from '../../db/catalog/search';
import { allPages, callCatalogJson, searchProducts } from './catalog-test-client';

const search = (query: ProductSearchQuery) => searchProducts(query);

const typeIdsOf = (familyId: string): readonly string[] =>
  catalog().familyById.get(familyId)?.typeIds ?? [];
const fitsModel = (typeId: string) => (result: ProductResult) =>
  typeIdsOf(result.id).includes(typeId);

describe('POST products: fits my machines', async () => {
  // The whole catalogue is many pages; the machine is a model of a family beyond the first page.
  const plain = await allPages({});
  const typeId = typeIdsOf(plain[PAGE_SIZE + 6]?.id ?? '')[0] ?? '';
  const brandId = catalog().typeById.get(typeId)?.brandId ?? '';

  it('narrows every page to the families that fit one of the machines', async () => {
    expect(plain.length).toBe(catalog().families.length);
    const fitting = await allPages({ machineTypeIds: [typeId], fitsMachines: true });
    expect(fitting.length).toBeGreaterThan(0);
    expect(fitting.every(fitsModel(typeId))).toBe(true);
    expect(fitting.map((r) => r.id).sort()).toEqual(
      plain
        .filter(fitsModel(typeId))
        .map((r) => r.id)
        .sort(),
    );
  });

  it('counts what the switch would leave among the facets', async () => {
    const { facets } = await search({ brandId, machineTypeIds: [typeId], withFacets: true });
    const { total } = await search({ brandId, machineTypeIds: [typeId], fitsMachines: true });
    expect(facets?.fitsMachines).toBe(total);
    // Without machines there is nothing to count.
    const plain = await search({ brandId, withFacets: true });
    expect(plain.facets?.fitsMachines).toBeUndefined();
  });

  it('lets an unknown model fit nothing rather than refuse the search', async () => {
    const known = await search({ brandId, machineTypeIds: [typeId], fitsMachines: true });
    const withUnknown = await search({
      brandId,
      machineTypeIds: ['no-such-model', typeId],
      fitsMachines: true,
    });
    expect(withUnknown.total).toBe(known.total);
    expect(withUnknown.results.map((r) => r.id)).toEqual(known.results.map((r) => r.id));
    const onlyUnknown = await search({ machineTypeIds: ['no-such-model'], fitsMachines: true });
    expect(onlyUnknown.total).toBe(0);
  });

  it('puts what fits first in the standard order, the rest in its order, across pages', async () => {
    const lifted = await allPages({ machineTypeIds: [typeId] });
    const expected = [
      ...plain.filter(fitsModel(typeId)),
      ...plain.filter((r) => !fitsModel(typeId)(r)),
    ];
    expect(plain.map((r) => r.id)).not.toEqual(expected.map((r) => r.id));
    expect(lifted.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('leaves a chosen sort alone', async () => {
    const byPrice = await allPages({ brandId, sort: 'price-asc' });
    const withMachines = await allPages({ brandId, sort: 'price-asc', machineTypeIds: [typeId] });
    expect(withMachines.map((r) => r.id)).toEqual(byPrice.map((r) => r.id));
  });

  it('refuses too many, empty or malformed machine ids', async () => {
    const tooMany = Array.from({ length: MAX_MACHINES + 1 }, (_, i) => `t${i}`);
    for (const machineTypeIds of [tooMany, [''], [42], typeId, { id: typeId }]) {
      for (const path of ['products', 'products/complete']) {
        const { status, json } = await callCatalogJson(path, {
          method: 'POST',
          body: { query: 'zak', machineTypeIds },
        });
        expect(status, `${path} ${JSON.stringify(machineTypeIds).slice(0, 20)}`).toBe(422);
        const body = ApiErrorBodySchema.parse(json);
        expect(body.code).toBe('VALIDATION_ERROR');
        expect(Object.keys(body.fieldErrors ?? {}).join()).toMatch(/^machineTypeIds/);
      }
    }
  });
});

describe('POST products/complete: fits my machines', () => {
  const complete = async (query: string, machineTypeIds?: string[]) => {
    const { status, json } = await callCatalogJson('products/complete', {
      method: 'POST',
      body: machineTypeIds ? { query, machineTypeIds } : { query },
    });
    expect(status).toBe(200);
    return AutocompleteResponseSchema.parse(json).suggestions;
  };
  const familyOfPath = (path: string) =>
    catalog().families.find((f) => `detail/${f.slug}` === path);

  it('puts a product that fits a machine first among the products', async () => {
    // A word many products share; the machine is one that the first product does not fit.
    const text = 'stofzuigerzakken';
    const plain = (await complete(text)).filter((s) => s.kind === 'product');
    expect(plain.length).toBeGreaterThan(1);
    const first = familyOfPath(plain[0]?.path ?? '');
    const later = familyOfPath(plain.at(-1)?.path ?? '');
    const typeId = later?.typeIds.find((id) => !first?.typeIds.includes(id));
    if (!typeId) throw new Error('the last product fits only what the first fits');

    const lifted = (await complete(text, [typeId])).filter((s) => s.kind === 'product');
    expect(familyOfPath(lifted[0]?.path ?? '')?.typeIds).toContain(typeId);
    // The products that fit no machine keep their order.
    const rest = (list: typeof plain) =>
      list.filter((s) => !familyOfPath(s.path)?.typeIds.includes(typeId)).map((s) => s.path);
    const keptOrder = rest(plain).filter((path) => rest(lifted).includes(path));
    expect(rest(lifted).filter((path) => keptOrder.includes(path))).toEqual(keptOrder);
  });
});
