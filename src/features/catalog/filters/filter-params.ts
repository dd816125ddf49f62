/**
 * The results page's filters in its URL, so a filtered list can be shared, reloaded and stepped
 * back through: `?type=bag&type=filter&material=paper&layers=5&pack=10&stock=1&sale=1&fits=1`. A filter
 * with several values repeats its name (as an HTML form sends checkboxes). Values are kept in one
 * order and unknown ones are ignored, like the page's other parameters: an old or hand-edited link
 * still lands on a list, and the same choice is always the same URL and the same search.
 */
import {
  filterMaterials,
  productCategories,
  type FilterMaterial,
  type ProductCategory,
  type ProductSearchQuery,
} from '@/shared/api/contract/products';
import { CATEGORY_PARAM } from '@/shared/config/paths';

export interface ResultsFilters {
  /** Product types; `?category=` (the finder's and the menu's links) counts as one. */
  types: ProductCategory[];
  materials: FilterMaterial[];
  layers: number[];
  packSizes: number[];
  inStock: boolean;
  sale: boolean;
  /** Only what fits one of the shopper's machines (docs/decisions/0078-fits-my-machines.md). */
  fits: boolean;
}

export const noFilters: ResultsFilters = {
  types: [],
  materials: [],
  layers: [],
  packSizes: [],
  inStock: false,
  sale: false,
  fits: false,
};

/** The URL's names. */
export const filterParam = {
  types: 'type',
  materials: 'material',
  layers: 'layers',
  packSizes: 'pack',
  inStock: 'stock',
  sale: 'sale',
  fits: 'fits',
} as const satisfies Record<keyof ResultsFilters, string>;

/** More values than any catalogue has: a longer list is not a real choice. */
const MAX_NUMBERS = 20;
/** A yes/no filter's value when on (`?stock=1`). */
export const FILTER_ON = '1';

const pick = <T extends string>(options: readonly T[], values: readonly string[]): T[] =>
  options.filter((option) => values.includes(option));

function numbers(values: readonly string[]): number[] {
  const whole = values.filter((value) => /^[1-9]\d{0,3}$/.test(value)).map(Number);
  return [...new Set(whole)].sort((a, b) => a - b).slice(0, MAX_NUMBERS);
}

export function readFilters(search: URLSearchParams): ResultsFilters {
  const types = pick(productCategories, search.getAll(filterParam.types));
  const category = pick(productCategories, search.getAll(CATEGORY_PARAM).slice(0, 1));
  return {
    types: types.length > 0 ? types : category,
    materials: pick(filterMaterials, search.getAll(filterParam.materials)),
    layers: numbers(search.getAll(filterParam.layers)),
    packSizes: numbers(search.getAll(filterParam.packSizes)),
    inStock: search.get(filterParam.inStock) === FILTER_ON,
    sale: search.get(filterParam.sale) === FILTER_ON,
    fits: search.get(filterParam.fits) === FILTER_ON,
  };
}

/**
 * The page's URL parameters with these filters, the others (text, sort, context) untouched.
 * A `?category=` the filters still say is kept as it is: that URL is the list's canonical page.
 */
export function withFilters(search: URLSearchParams, filters: ResultsFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of Object.values(filterParam)) next.delete(name);
  const category = next.get(CATEGORY_PARAM);
  const keepsCategory = filters.types.length === 1 && filters.types[0] === category;
  if (!keepsCategory) {
    next.delete(CATEGORY_PARAM);
    for (const type of pick(productCategories, filters.types)) next.append(filterParam.types, type);
  }
  for (const material of pick(filterMaterials, filters.materials))
    next.append(filterParam.materials, material);
  for (const layers of numbers(filters.layers.map(String)))
    next.append(filterParam.layers, String(layers));
  for (const pack of numbers(filters.packSizes.map(String)))
    next.append(filterParam.packSizes, String(pack));
  if (filters.inStock) next.set(filterParam.inStock, FILTER_ON);
  if (filters.sale) next.set(filterParam.sale, FILTER_ON);
  if (filters.fits) next.set(filterParam.fits, FILTER_ON);
  return next;
}

/** How many choices are made (the "Filters (n)" button). */
export const activeFilterCount = (filters: ResultsFilters): number =>
  filters.types.length +
  filters.materials.length +
  filters.layers.length +
  filters.packSizes.length +
  (filters.inStock ? 1 : 0) +
  (filters.sale ? 1 : 0) +
  (filters.fits ? 1 : 0);

/**
 * The search fields for these filters. One product type goes as `category` (the field of
 * requirements §5.3, which any backend understands, and the key the finder's prerendered pages were cached under),
 * several as `categories`. Empty filters are left out, so an unfiltered search stays as it was.
 * `fits` needs the machines' models beside it, which the search request adds (search-request.ts).
 */
export function filterQuery(filters: ResultsFilters): Partial<ProductSearchQuery> {
  const query: Partial<ProductSearchQuery> = {};
  const [onlyType] = filters.types;
  if (filters.types.length === 1 && onlyType) query.category = onlyType;
  if (filters.types.length > 1) query.categories = filters.types;
  if (filters.materials.length > 0) query.materials = filters.materials;
  if (filters.layers.length > 0) query.layers = filters.layers;
  if (filters.packSizes.length > 0) query.packSizes = filters.packSizes;
  if (filters.inStock) query.inStock = true;
  if (filters.sale) query.sale = true;
  if (filters.fits) query.fitsMachines = true;
  return query;
}
