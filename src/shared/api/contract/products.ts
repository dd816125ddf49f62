import * as z from 'zod/mini';
import { AccountTypeSchema, CentsSchema, count, CursorSchema, IdSchema, pageOf } from './common';
import { SlugSchema } from './catalog';
import { MAX_MACHINES } from './constants';

export const productCategories = ['bag', 'filter', 'addon'] as const;
/** Product type of the home search; bags are the default (requirements §5.1). */
export const ProductCategorySchema = z.enum(productCategories);
export type ProductCategory = z.infer<typeof ProductCategorySchema>;

export const MaterialSchema = z.enum(['paper', 'synthetic', 'addon']);
export type Material = z.infer<typeof MaterialSchema>;

/** The materials a shopper can filter on (an add-on's `addon` is no material). */
export const filterMaterials = ['paper', 'synthetic'] as const;
export const FilterMaterialSchema = z.enum(filterMaterials);
export type FilterMaterial = z.infer<typeof FilterMaterialSchema>;

/** Detail slugs may contain slashes: `nilfisk/attix-30/synthetic-bag-5-layer`. */
export const ProductSlugSchema = z.string().check(z.regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/));

const NameSchema = z.string().check(z.minLength(1));

/**
 * One packaging of a product family (e.g. the 10-piece box): the unit that is priced, stocked and
 * put in the cart. Prices are per packaging; per piece is given too so the client never divides.
 */
export const ProductSchema = z.object({
  id: IdSchema,
  familyId: IdSchema,
  /** Pieces per packaging. */
  amount: count(1),
  priceExclVat: CentsSchema,
  priceInclVat: CentsSchema,
  pricePerPieceExclVat: CentsSchema,
  pricePerPieceInclVat: CentsSchema,
  /** Price before a sale or brand discount, when one applies. */
  originalPriceExclVat: z.nullable(CentsSchema),
  originalPriceInclVat: z.nullable(CentsSchema),
  stock: count(0),
  deliveryDays: count(0),
  material: MaterialSchema,
  layers: z.nullable(count(1)),
  doubleLayerPaper: z.boolean(),
  rubberRing: z.boolean(),
  motorProtectionFilter: z.boolean(),
  roundShape: z.boolean(),
  exhaustAirFilter: z.boolean(),
  /** Dust class L, M or H for industrial machines; null when not classified. */
  vacuumClass: z.nullable(z.enum(['L', 'M', 'H'])),
  slidingValve: z.boolean(),
  dirtValve: z.boolean(),
  compatibleModels: z.array(z.string()),
});
export type Product = z.infer<typeof ProductSchema>;

export const BrandRefSchema = z.object({ id: IdSchema, name: z.string(), url: SlugSchema });
export type BrandRef = z.infer<typeof BrandRefSchema>;

/**
 * A product family in a list (search results, favourites, also-bought, cart lines):
 * `product` is the packaging shown (in lists the smallest; in `products/result/{id}` that one).
 */
export const ProductResultSchema = z.object({
  id: IdSchema,
  slug: ProductSlugSchema,
  name: NameSchema,
  brand: BrandRefSchema,
  category: z.enum(productCategories),
  image: NameSchema,
  isNew: z.boolean(),
  isSale: z.boolean(),
  isOutlet: z.boolean(),
  packagingCount: count(1),
  product: ProductSchema,
});
export type ProductResult = z.infer<typeof ProductResultSchema>;

/** A machine model a family fits, linking to its results page. */
export const CompatibleModelSchema = z.object({
  brandName: z.string(),
  brandUrl: SlugSchema,
  typeName: z.string(),
  typeUrl: SlugSchema,
});

export const ProductFamilySchema = z.object({
  id: IdSchema,
  slug: ProductSlugSchema,
  name: NameSchema,
  category: z.enum(productCategories),
  image: NameSchema,
  /** Merchant HTML in the request's language; the shop sanitises it before rendering. */
  description: z.string(),
  compatibleWith: z.array(CompatibleModelSchema),
  alsoSuitableFor: z.array(ProductResultSchema),
  alsoBought: z.array(ProductResultSchema),
});
export type ProductFamily = z.infer<typeof ProductFamilySchema>;

/** GET products/{slug}: a family with its packagings, sorted by amount ascending. */
export const ProductDetailSchema = z.object({
  brand: BrandRefSchema,
  productFamily: ProductFamilySchema,
  products: z.array(ProductSchema).check(z.minLength(1)),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const sortOptions = [
  'standard',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
] as const;
export const SortSchema = z.enum(sortOptions);
export type Sort = z.infer<typeof SortSchema>;

/** The shopper's machine models, as many as an account keeps (docs/decisions/0078-fits-my-machines.md). */
const MachineTypeIdsSchema = z.array(IdSchema).check(z.maxLength(MAX_MACHINES));

/** POST products: the search query of requirements §5.3. Absent filters mean "any". */
export const ProductSearchQuerySchema = z.object({
  query: z.optional(z.string().check(z.maxLength(200))),
  brandId: z.optional(IdSchema),
  brandTypeId: z.optional(IdSchema),
  addonId: z.optional(IdSchema),
  addonVariantId: z.optional(IdSchema),
  sort: z.optional(SortSchema),
  category: z.optional(ProductCategorySchema),
  sale: z.optional(z.boolean()),
  outlet: z.optional(z.boolean()),
  new: z.optional(z.boolean()),
  accountType: z.optional(AccountTypeSchema),
  next: z.optional(CursorSchema),
  // Results-page filters (this project's extension). Within a filter the values are alternatives
  // (any of them), filters combine (all of them); absent or empty means "any".
  /** Product types: the several-choice form of `category` (both apply when both are sent). */
  categories: z.optional(z.array(ProductCategorySchema).check(z.maxLength(3))),
  materials: z.optional(z.array(FilterMaterialSchema).check(z.maxLength(2))),
  /** Numbers of layers of a bag (families without layers never match). */
  layers: z.optional(z.array(count(1)).check(z.maxLength(10))),
  /** Pieces per packaging: a family matches when one of its packagings has such an amount. */
  packSizes: z.optional(z.array(count(1)).check(z.maxLength(20))),
  /** Only families with a packaging in stock (of a chosen pack size, when any is chosen). */
  inStock: z.optional(z.boolean()),
  /** Ask for `facets` in the answer of the first page (a request without `next`). */
  withFacets: z.optional(z.boolean()),
  /**
   * The shopper's machine models (type ids, docs/decisions/0078-fits-my-machines.md): with the
   * standard sort, families that fit one of them come first. An unknown id fits nothing.
   */
  machineTypeIds: z.optional(MachineTypeIdsSchema),
  /** Only families that fit one of `machineTypeIds` (none fit when that list is absent). */
  fitsMachines: z.optional(z.boolean()),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;

/** A stretch of a label, in UTF-16 code units `[start, end)`: the part that matched what was typed. */
export const HighlightSchema = z.object({ start: count(0), end: count(1) });
export type Highlight = z.infer<typeof HighlightSchema>;

/** A suggestion links to a shop path without the language: `results/nilfisk/attix-30`, `detail/…`. */
export const SuggestionSchema = z.object({
  kind: z.enum(['brand', 'type', 'product']),
  label: NameSchema,
  path: z.string().check(z.regex(/^(results|detail)\/[a-z0-9/-]+$/)),
  /** The matched parts of `label`, ascending and apart (an extension; absent means none shown). */
  highlight: z.optional(z.array(HighlightSchema).check(z.maxLength(20))),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

/** How many results one option of a filter leaves. */
const facetOption = <T extends z.ZodMiniType>(value: T) =>
  z.array(z.object({ value, count: count(0) }));

/**
 * Counts per filter option for the results page (this project's extension). Each filter's counts
 * are taken over the results with every other filter applied but not its own, so an option never
 * says 0 when choosing it would widen the list. `type` and `material` list every option; `layers`
 * and `packSize` the values that occur (plus any chosen one), ascending. `inStock` and `sale` are
 * the totals the list would have with that switch on.
 */
export const SearchFacetsSchema = z.object({
  type: facetOption(ProductCategorySchema),
  material: facetOption(FilterMaterialSchema),
  layers: facetOption(count(1)),
  packSize: facetOption(count(1)),
  inStock: count(0),
  sale: count(0),
  /** With `machineTypeIds`: the total with `fitsMachines` on. */
  fitsMachines: z.optional(count(0)),
});
export type SearchFacets = z.infer<typeof SearchFacetsSchema>;

export const ProductSearchResponseSchema = z.extend(pageOf(ProductResultSchema), {
  facets: z.optional(SearchFacetsSchema),
  /**
   * When a text search finds nothing: the brand or machine model nearest to what was typed
   * ("Did you mean Nilfisk Attix 30?"), as a results page. An extension; absent when there is none.
   */
  didYouMean: z.optional(SuggestionSchema),
  /**
   * When nothing matched every word of the text: the text the results were found for instead, a
   * word left out ("Kärcher NT 25/1 Ap filter" → "Kärcher NT 25/1 filter"). An extension; absent
   * when the results match the text as typed.
   */
  relaxedQuery: z.optional(z.string().check(z.maxLength(200))),
});
export type ProductSearchResponse = z.infer<typeof ProductSearchResponseSchema>;

/** POST products/complete */
export const AutocompleteQuerySchema = z.object({
  query: z.string().check(z.maxLength(200)),
  /** The shopper's machine models: product suggestions that fit one come first. */
  machineTypeIds: z.optional(MachineTypeIdsSchema),
});
export type AutocompleteQuery = z.infer<typeof AutocompleteQuerySchema>;

export const AutocompleteResponseSchema = z.object({ suggestions: z.array(SuggestionSchema) });
export type AutocompleteResponse = z.infer<typeof AutocompleteResponseSchema>;
