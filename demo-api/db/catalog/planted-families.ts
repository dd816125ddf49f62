/**
 * Families the demo shop stocks whatever the seed draws: the products shoppers search for most,
 * which the random plan happened to leave out. The Nilfisk Attix series takes a HEPA filter (its
 * dust class M and H machines need one), and "hepa filter nilfisk" is a search the shop must answer.
 * They draw from a random stream of their own, so every other family stays as the seed made it.
 */
import type { FamilyDraft } from './family-plan';
import type { BrandRecord, TypeRecord } from './records';

interface PlantedRow {
  brandUrl: string;
  kind: FamilyDraft['kind'];
  /** Type urls of the brand's models it fits; the first names it. */
  typeUrls: readonly string[];
}

const plantedRows: readonly PlantedRow[] = [
  {
    brandUrl: 'nilfisk',
    kind: 'hepa-filter',
    typeUrls: ['attix-30', 'attix-33', 'attix-40', 'attix-44', 'attix-50'],
  },
];

/** Offsets the planted families' random stream from the catalogue's. */
export const PLANTED_STREAM = 0x706c_616e;

export function plantedDrafts(
  brands: readonly BrandRecord[],
  types: readonly TypeRecord[],
): FamilyDraft[] {
  return plantedRows.flatMap((row) => {
    const brand = brands.find((b) => b.url === row.brandUrl);
    if (!brand) return [];
    const typeIds = row.typeUrls.flatMap(
      (url) => types.find((t) => t.brandId === brand.id && t.url === url)?.id ?? [],
    );
    return typeIds.length > 0
      ? [{ brand, kind: row.kind, typeIds, addon: null, variant: null }]
      : [];
  });
}
