/**
 * Figures of the seeded demo catalogue (the same every run), read from the catalogue itself so a
 * test does not break when a product family is added to it.
 */
import { catalog } from '../../demo-api/db/catalog/index';

/** How many cards a search for a brand's name shows: that brand's own product families. */
export function brandFamilyCount(brandId: string): number {
  return catalog().families.filter((family) => family.brandId === brandId).length;
}

/** The cards of `/…/results/nilfisk`. */
export const NILFISK_RESULTS = brandFamilyCount('b-nilfisk');
