/**
 * The results page's filters and their counts (POST products with `withFacets`): product type,
 * material, layers, pack size, in stock, on sale. Within a filter the chosen values are
 * alternatives, filters combine. Each filter's counts are taken over the results with every other
 * filter applied but not its own ("disjunctive" facets, as shops count them): choosing an option
 * that widens the list never shows 0.
 *
 * Pack size and stock belong to a packaging, not to a family: a family passes both when one
 * packaging is of a chosen size *and* in stock, so "10 pieces, in stock" never lists a family
 * whose only 10-piece box is sold out. That packaging is the one its card shows.
 */
import {
  filterMaterials,
  productCategories,
  type FilterMaterial,
  type ProductCategory,
  type ProductSearchQuery,
  type SearchFacets,
} from '../../../src/shared/api/contract/products';
import type { FamilyRecord, PackagingRecord } from './records';

export interface FacetFilters {
  /** `category` and `categories` together: both must hold. */
  category: ProductCategory | null;
  categories: readonly ProductCategory[];
  materials: readonly FilterMaterial[];
  layers: readonly number[];
  packSizes: readonly number[];
  inStock: boolean;
  sale: boolean;
}

/** A filter's values in one order, duplicates dropped: the same choice is the same search. */
const canonical = <T extends string | number>(values: readonly T[] | undefined): T[] =>
  [...new Set(values ?? [])].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
  );

export function facetFilters(query: ProductSearchQuery): FacetFilters {
  return {
    category: query.category ?? null,
    categories: canonical(query.categories),
    materials: canonical(query.materials),
    layers: canonical(query.layers),
    packSizes: canonical(query.packSizes),
    inStock: query.inStock === true,
    sale: query.sale === true,
  };
}

type FamilyFacet = 'type' | 'material' | 'layers' | 'sale';

const familyTests: Record<FamilyFacet, (family: FamilyRecord, filters: FacetFilters) => boolean> = {
  type: (family, { category, categories }) =>
    (category === null || family.category === category) &&
    (categories.length === 0 || categories.includes(family.category)),
  material: (family, { materials }) =>
    materials.length === 0 || (materials as readonly string[]).includes(family.attributes.material),
  layers: (family, { layers }) =>
    layers.length === 0 ||
    (family.attributes.layers !== null && layers.includes(family.attributes.layers)),
  sale: (family, { sale }) => !sale || family.isSale,
};
const familyFacets = Object.keys(familyTests) as FamilyFacet[];

/** The packagings of a family that pass the pack-size and stock filters, smallest first. */
function matchingPackagings(
  family: FamilyRecord,
  { packSizes, inStock }: Pick<FacetFilters, 'packSizes' | 'inStock'>,
): PackagingRecord[] {
  return family.packagings.filter(
    (p) => (packSizes.length === 0 || packSizes.includes(p.amount)) && (!inStock || p.stock > 0),
  );
}

const passesFamilyFacets = (
  family: FamilyRecord,
  filters: FacetFilters,
  except: FamilyFacet | null = null,
): boolean =>
  familyFacets.every((facet) => facet === except || familyTests[facet](family, filters));

/** Does the family pass every filter? */
export function passesFilters(family: FamilyRecord, filters: FacetFilters): boolean {
  return passesFamilyFacets(family, filters) && matchingPackagings(family, filters).length > 0;
}

/**
 * The packaging a list shows for the family: the smallest one the filters leave (the smallest of
 * all when no pack size or stock filter is on).
 */
export function shownPackaging(family: FamilyRecord, filters: FacetFilters): PackagingRecord {
  const shown = matchingPackagings(family, filters)[0] ?? family.packagings[0];
  if (!shown) throw new Error(`Family ${family.id} has no packagings`);
  return shown;
}

function countBy<T extends string | number>(
  families: readonly FamilyRecord[],
  valuesOf: (family: FamilyRecord) => readonly T[],
): Map<T, number> {
  const counts = new Map<T, number>();
  for (const family of families)
    for (const value of new Set(valuesOf(family))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Numeric options: the values that occur, plus the chosen ones (at 0 they can still be undone). */
function numericOptions(counts: Map<number, number>, chosen: readonly number[]) {
  const values = new Set([...counts.keys(), ...chosen]);
  return [...values]
    .sort((a, b) => a - b)
    .map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

/**
 * The counts of every filter's options. `scope` is every family the search matches before any
 * filter of this module (text, brand, type, add-on, context).
 */
export function searchFacets(scope: readonly FamilyRecord[], filters: FacetFilters): SearchFacets {
  const withPackaging = scope.filter((f) => matchingPackagings(f, filters).length > 0);
  const without = (facet: FamilyFacet) =>
    withPackaging.filter((f) => passesFamilyFacets(f, filters, facet));
  const types = countBy(without('type'), (f) => [f.category]);
  const materials = countBy(without('material'), (f) => [f.attributes.material]);
  const layers = countBy(without('layers'), (f) =>
    f.attributes.layers === null ? [] : [f.attributes.layers],
  );
  const familyPassing = scope.filter((f) => passesFamilyFacets(f, filters));
  const packSizes = countBy(familyPassing, (f) =>
    matchingPackagings(f, { packSizes: [], inStock: filters.inStock }).map((p) => p.amount),
  );
  const inStock = familyPassing.filter(
    (f) => matchingPackagings(f, { packSizes: filters.packSizes, inStock: true }).length > 0,
  ).length;
  return {
    type: productCategories.map((value) => ({ value, count: types.get(value) ?? 0 })),
    material: filterMaterials.map((value) => ({ value, count: materials.get(value) ?? 0 })),
    layers: numericOptions(layers, filters.layers),
    packSize: numericOptions(packSizes, filters.packSizes),
    inStock,
    sale: without('sale').filter((f) => f.isSale).length,
  };
}
