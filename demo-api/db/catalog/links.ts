/**
 * Cross-family data that needs the whole catalogue: the curated "standard" order and the
 * also-suitable / also-bought links. Pure sorting, no randomness, so links are easy to reason about.
 */
import type { ProductCategory } from '../../../src/shared/api/contract/products';
import type { BrandRecord, FamilyKind, FamilyRecord, TypeRecord } from './records';

const categoryOrder: Record<ProductCategory, number> = { bag: 0, filter: 1, addon: 2 };
const kindOrder: Record<FamilyKind, number> = {
  'synthetic-bag': 0,
  'paper-bag': 1,
  'hepa-filter': 2,
  'cartridge-filter': 3,
  'motor-filter': 4,
  'exhaust-filter': 5,
  addon: 6,
};
const MAX_LINKS = 4;

/** Bags first (the default product type), then by brand, by the model's place in the finder, by kind. */
export function assignCuratedRanks(
  families: FamilyRecord[],
  brands: readonly BrandRecord[],
  types: readonly TypeRecord[],
): void {
  const brandName = new Map(brands.map((b) => [b.id, b.name.toLowerCase()]));
  const typeIndex = new Map(types.map((t, i) => [t.id, i]));
  const key = (f: FamilyRecord): [number, string, number, number, string] => [
    categoryOrder[f.category],
    brandName.get(f.brandId) ?? '',
    typeIndex.get(f.typeIds[0] ?? '') ?? 0,
    kindOrder[f.kind],
    f.id,
  ];
  const sorted = [...families].sort((a, b) => compareTuples(key(a), key(b)));
  sorted.forEach((family, rank) => (family.curatedRank = rank));
}

function compareTuples(a: readonly (number | string)[], b: readonly (number | string)[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}

function sharedTypes(a: FamilyRecord, b: FamilyRecord): number {
  return a.typeIds.filter((id) => b.typeIds.includes(id)).length;
}

/**
 * Only products for the same machines (one of this family's models at least), best first: those
 * for the family's own model (the one its page is named after) before those for only another of
 * its models, then most models in common, then the same brand, then the curated order. A product
 * of the same brand for none of these machines is no link: it would be a part for another machine.
 */
function ranked(family: FamilyRecord, candidates: readonly FamilyRecord[]): string[] {
  const mainType = family.typeIds[0];
  return candidates
    .filter((c) => c.id !== family.id)
    .map((c) => ({
      c,
      fitsMain: mainType !== undefined && c.typeIds.includes(mainType) ? 1 : 0,
      shared: sharedTypes(family, c),
      sameBrand: c.brandId === family.brandId ? 1 : 0,
    }))
    .filter((x) => x.shared > 0)
    .sort(
      (x, y) =>
        y.fitsMain - x.fitsMain ||
        y.shared - x.shared ||
        y.sameBrand - x.sameBrand ||
        x.c.curatedRank - y.c.curatedRank,
    )
    .slice(0, MAX_LINKS)
    .map((x) => x.c.id);
}

/**
 * Also suitable: alternatives of the same category for the same machines (the fleece bag next to
 * the paper one). Also bought: what goes with it (filters and accessories with a bag, bags with
 * the rest).
 */
export function assignLinks(families: FamilyRecord[]): void {
  // Every family for one of the same models, of any brand (cross-brand fits count too).
  const byType = new Map<string, FamilyRecord[]>();
  for (const f of families) for (const t of f.typeIds) byType.set(t, [...(byType.get(t) ?? []), f]);

  for (const family of families) {
    const candidates = [...new Set(family.typeIds.flatMap((t) => byType.get(t) ?? []))];
    family.alsoSuitableIds = ranked(
      family,
      candidates.filter((c) => c.category === family.category),
    );
    family.alsoBoughtIds = ranked(
      family,
      candidates.filter((c) =>
        family.category === 'bag' ? c.category !== 'bag' : c.category === 'bag',
      ),
    );
  }
}
