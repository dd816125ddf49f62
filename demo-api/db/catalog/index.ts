/**
 * The demo catalogue, built once on first use, and the lookups the API handlers, the cart and the
 * orders need. Static data: it is not a store section, so it is never written to DEMO_DATA_FILE
 * and `resetStore()` has nothing to re-seed here.
 */
import { buildCatalog } from './build';
import type {
  AddonRecord,
  AddonVariantRecord,
  BrandRecord,
  CatalogData,
  FamilyRecord,
  PackagingRecord,
  TypeRecord,
} from './records';

export interface CatalogIndex extends CatalogData {
  brandById: ReadonlyMap<string, BrandRecord>;
  typeById: ReadonlyMap<string, TypeRecord>;
  typesByBrand: ReadonlyMap<string, readonly TypeRecord[]>;
  familyById: ReadonlyMap<string, FamilyRecord>;
  familyBySlug: ReadonlyMap<string, FamilyRecord>;
  addonById: ReadonlyMap<string, AddonRecord>;
  variantById: ReadonlyMap<string, AddonVariantRecord>;
  packagingById: ReadonlyMap<string, { packaging: PackagingRecord; family: FamilyRecord }>;
}

let built: CatalogIndex | undefined;

export function catalog(): CatalogIndex {
  built ??= indexCatalog(buildCatalog());
  return built;
}

function indexCatalog(data: CatalogData): CatalogIndex {
  const typesByBrand = new Map<string, TypeRecord[]>();
  for (const type of data.types)
    typesByBrand.set(type.brandId, [...(typesByBrand.get(type.brandId) ?? []), type]);
  return {
    ...data,
    brandById: new Map(data.brands.map((b) => [b.id, b])),
    typeById: new Map(data.types.map((t) => [t.id, t])),
    typesByBrand,
    familyById: new Map(data.families.map((f) => [f.id, f])),
    familyBySlug: new Map(data.families.map((f) => [f.slug, f])),
    addonById: new Map(data.addons.map((a) => [a.id, a])),
    variantById: new Map(data.addons.flatMap((a) => a.variants.map((v) => [v.id, v] as const))),
    packagingById: new Map(
      data.families.flatMap((family) =>
        family.packagings.map((p) => [p.id, { packaging: p, family }] as const),
      ),
    ),
  };
}

export interface ProductLookup {
  packaging: PackagingRecord;
  family: FamilyRecord;
  brand: BrandRecord;
}

/**
 * A packaging (the cart's and the order's product id) with its family and brand: the cart needs
 * `packaging.priceExclVat` (one packaging, excl. VAT, before brand/global/personal discounts),
 * `brand.id`/`brand.name`; an order line also `family.slug`, `family.names[locale]`, `packaging.amount`.
 */
export function findProductById(packagingId: string): ProductLookup | undefined {
  const index = catalog();
  const found = index.packagingById.get(packagingId);
  const brand = found && index.brandById.get(found.family.brandId);
  return found && brand ? { ...found, brand } : undefined;
}

/** A family by its id (`f-…`, favourites store these) or its detail slug (`nilfisk/attix-30/…`). */
export function findFamily(idOrSlug: string): FamilyRecord | undefined {
  const index = catalog();
  return index.familyById.get(idOrSlug) ?? index.familyBySlug.get(idOrSlug);
}

export function findBrand(brandId: string): BrandRecord | undefined {
  return catalog().brandById.get(brandId);
}

/** The packaging lists show: the smallest (packagings are kept sorted by amount). */
export function smallestPackaging(family: FamilyRecord): PackagingRecord {
  const first = family.packagings[0];
  if (!first) throw new Error(`Family ${family.id} has no packagings`);
  return first;
}
