/**
 * A catalogue of any size for the search benchmark (10k, 50k, 100k product families), made by the
 * demo catalogue's own planner and family builder, so names, descriptions, attributes, packagings,
 * compatible models, flags and the curated rank are real. The real brands come first, then made-up
 * ones (synthetic-brands.ts) until the count is reached; the last brand is cut off at the count.
 *
 * Same arguments, same catalogue. And since a brand only ever depends on the brands before it, a
 * smaller catalogue is the start of a bigger one with the same seed (ranks and links aside).
 */
import type { Segment } from '../../demo-api/db/catalog/brand-table';
import { assertCatalogUnique, buildAddons, buildBrands } from '../../demo-api/db/catalog/brands';
import { buildFamily } from '../../demo-api/db/catalog/families';
import { planBrand } from '../../demo-api/db/catalog/family-plan';
import { assignCuratedRanks, assignLinks } from '../../demo-api/db/catalog/links';
import { createRandom } from '../../demo-api/db/catalog/prng';
import type {
  BrandRecord,
  CatalogData,
  FamilyRecord,
  TypeRecord,
} from '../../demo-api/db/catalog/records';
import { locales } from '../../src/shared/api/contract/common';
import { syntheticBrandRows } from './synthetic-brands';

/**
 * Brand names come from a stream of their own, so the made-up brands are the same whatever the
 * families drew; XOR with any constant would do, it only has to differ from the family stream.
 */
const NAME_STREAM = 0x6e61_6d65;

/**
 * V8 keeps a string built with + or a template as a tree of its pieces until it is first read;
 * reading a character flattens it in place and frees the pieces. Names and descriptions are built
 * that way, and at 100k families the trees doubled the heap and the GC time (measured: 736 MB and
 * 12.4 s CPU without this, 453 MB and 7.8 s with it). Flat strings are also what a catalogue read
 * from JSON or a database would hold, so the benchmark measures the search, not first reads.
 */
function flattenTexts(family: FamilyRecord): FamilyRecord {
  for (const locale of locales) {
    family.names[locale].charCodeAt(0);
    family.descriptions[locale].charCodeAt(0);
  }
  return family;
}

export function syntheticCatalog(products: number, seed = 1): CatalogData {
  if (!Number.isSafeInteger(products) || products < 0)
    throw new RangeError(`products must be a whole number >= 0, not ${products}`);
  const random = createRandom(seed);
  const rows = syntheticBrandRows(createRandom(seed ^ NAME_STREAM));
  const addons = buildAddons();
  const { brands, types } = buildBrands();
  const typeById = new Map(types.map((t) => [t.id, t]));
  const brandNames = new Map(brands.map((b) => [b.id, b.name]));
  const typeOf = (id: string): TypeRecord => {
    const type = typeById.get(id);
    if (!type) throw new Error(`Unknown type ${id}`);
    return type;
  };
  const brandNameOf = (id: string): string => brandNames.get(id) ?? '';

  const families: FamilyRecord[] = [];
  const addFamilies = (brand: BrandRecord, own: TypeRecord[], foreign: TypeRecord[]): void => {
    for (const draft of planBrand(brand, own, foreign, addons, random)) {
      // Stops inside the brand that reaches the count: its remaining drafts are the trim.
      if (families.length === products) return;
      families.push(flattenTexts(buildFamily(draft, typeOf, brandNameOf, random)));
    }
  };

  // Models of named brands per segment, for the cross-brand fits planBrand adds to some bags.
  const segmentTypes: Record<Segment, TypeRecord[]> = {
    industrial: [],
    'power-tool': [],
    household: [],
  };
  // Empty-name brands stay product-less and unfitted, as in buildCatalog.
  const named = brands.filter((b) => b.name !== '');
  const ownTypes = (brand: BrandRecord): TypeRecord[] =>
    types.filter((t) => t.brandId === brand.id);
  for (const brand of named) segmentTypes[brand.segment].push(...ownTypes(brand));

  // The real brands see every other real brand of their segment, exactly as in buildCatalog.
  for (const brand of named) {
    if (families.length === products) break;
    const foreign = segmentTypes[brand.segment].filter((t) => t.brandId !== brand.id);
    addFamilies(brand, ownTypes(brand), foreign);
  }

  // A made-up brand fits models of the brands before it only: had it fitted a later brand's,
  // the cut at `products` could drop that brand and leave a type id pointing nowhere. It also
  // keeps this loop linear: filtering all types per brand would be quadratic at 100k families.
  while (families.length < products) {
    const made = buildBrands([rows.next().value]);
    const brand = made.brands[0];
    if (!brand) throw new Error('buildBrands made no brand from a row');
    brands.push(brand);
    brandNames.set(brand.id, brand.name);
    for (const type of made.types) {
      types.push(type);
      typeById.set(type.id, type);
    }
    const pool = segmentTypes[brand.segment];
    addFamilies(brand, made.types, pool);
    pool.push(...made.types);
  }

  // buildBrands checked each made-up brand alone; this checks them against each other.
  const data: CatalogData = { brands, types, addons, families };
  assertCatalogUnique(data);
  // No plantInjection: the benchmark measures search, and the XSS family is a demo fixture.
  assignCuratedRanks(families, brands, types);
  assignLinks(families);
  return data;
}
