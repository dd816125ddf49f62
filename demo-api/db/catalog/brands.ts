/** Brand, type and add-on records from the data tables: ids and url slugs are derived, never random. */
import { addonRows } from './addon-table';
import { brandRows, type BrandRow } from './brand-table';
import type { AddonRecord, BrandRecord, CatalogData, TypeRecord } from './records';
import { slugify } from './slug';

const brandId = (row: BrandRow): string => `b-${row.url ?? slugify(row.name)}`;

/**
 * A brand's discount percentage, or null when it has none or the brand is unknown. The single
 * source of brand discounts: GET brands, GET discount/brands/{id}, product prices and the cart.
 */
export function brandDiscountPercentage(id: string): number | null {
  return brandRows.find((row) => brandId(row) === id)?.discount ?? null;
}

/**
 * The demo's brands by default; the search benchmark passes generated rows (scripts/bench-search)
 * so its brands and models get ids and urls by the very same rules.
 */
export function buildBrands(rows: readonly BrandRow[] = brandRows): {
  brands: BrandRecord[];
  types: TypeRecord[];
} {
  const brands: BrandRecord[] = [];
  const types: TypeRecord[] = [];
  for (const row of rows) {
    const url = row.url ?? slugify(row.name);
    const id = brandId(row);
    brands.push({ id, name: row.name, url, segment: row.segment, discount: row.discount });
    for (const model of row.models) {
      const typeUrl = slugify(model);
      types.push({ id: `t-${url}-${typeUrl}`, brandId: id, name: model, url: typeUrl });
    }
  }
  assertUnique(
    brands.map((b) => b.id),
    'brand id',
  );
  assertUnique(
    types.map((t) => t.id),
    'type id',
  );
  return { brands, types };
}

export function buildAddons(): AddonRecord[] {
  return addonRows.map((row) => {
    const id = `a-${row.url}`;
    return {
      id,
      url: row.url,
      names: row.names,
      variants: row.variants.map((variant) => ({
        id: `v-${row.url}-${variant.url}`,
        addonId: id,
        url: variant.url,
        names: variant.names,
      })),
    };
  });
}

/** A duplicate id would make lookups silently return the wrong record: fail the build instead. */
export function assertUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Duplicate ${what}: ${value}`);
    seen.add(value);
  }
}

/** Every id and slug of a whole catalogue unique: brands, models, families and packagings. */
export function assertCatalogUnique({ brands, types, families }: CatalogData): void {
  assertUnique(
    brands.map((b) => b.id),
    'brand id',
  );
  assertUnique(
    types.map((t) => t.id),
    'type id',
  );
  assertUnique(
    families.map((f) => f.id),
    'family id',
  );
  assertUnique(
    families.map((f) => f.slug),
    'family slug',
  );
  assertUnique(
    families.flatMap((f) => f.packagings.map((p) => p.id)),
    'packaging id',
  );
}
