/**
 * Generates the whole demo catalogue from one seed. Same seed, same catalogue: tests, the Node
 * server and e2e all see identical ids, prices and stock. Takes a few milliseconds.
 */
import { assertCatalogUnique, buildAddons, buildBrands } from './brands';
import { buildFamily } from './families';
import { planBrand } from './family-plan';
import { plantInjection } from './injection';
import { assignCuratedRanks, assignLinks } from './links';
import { PLANTED_STREAM, plantedDrafts } from './planted-families';
import { CATALOG_SEED, createRandom } from './prng';
import type { CatalogData, FamilyRecord, TypeRecord } from './records';

export function buildCatalog(seed: number = CATALOG_SEED): CatalogData {
  const random = createRandom(seed);
  const { brands, types } = buildBrands();
  const addons = buildAddons();
  const typeById = new Map(types.map((t) => [t.id, t]));
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const typeOf = (id: string): TypeRecord => {
    const type = typeById.get(id);
    if (!type) throw new Error(`Unknown type ${id}`);
    return type;
  };
  const brandNameOf = (id: string): string => brandById.get(id)?.name ?? '';

  const families: FamilyRecord[] = [];
  for (const brand of brands) {
    // Empty-name brands stay product-less, so no product ever shows a blank brand.
    if (brand.name === '') continue;
    const brandTypes = types.filter((t) => t.brandId === brand.id);
    const foreignTypes = types.filter((t) => {
      const other = brandById.get(t.brandId);
      return (
        other !== undefined &&
        other.id !== brand.id &&
        other.name !== '' &&
        other.segment === brand.segment
      );
    });
    for (const draft of planBrand(brand, brandTypes, foreignTypes, addons, random)) {
      families.push(buildFamily(draft, typeOf, brandNameOf, random));
    }
  }
  const plantedRandom = createRandom(seed ^ PLANTED_STREAM);
  for (const draft of plantedDrafts(brands, types))
    families.push(buildFamily(draft, typeOf, brandNameOf, plantedRandom));
  const data: CatalogData = { brands, types, addons, families };
  assertCatalogUnique(data);

  plantInjection(families);
  assignCuratedRanks(families, brands, types);
  assignLinks(families);
  return data;
}
