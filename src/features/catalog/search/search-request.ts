import type { SearchQuery } from '../api/search-products';
import { filterQuery } from '../filters/filter-params';
import type { ResultsTarget } from './results-target';
import type { ResultsParams } from './search-params';

/**
 * The search a results page shows, from its path (brand, type, add-on, variant) and its URL
 * parameters (text, sort, the filters with their counts, and the search context of requirements §5.3 — the general search or its
 * sale, new and outlet variants). The URL is the search's one input, so a reload, the back button
 * and a language switch show the same search.
 */
export function buildSearchQuery(
  target: ResultsTarget,
  params: ResultsParams,
  /** The shopper's machine models (docs/decisions/0078-fits-my-machines.md); none when unknown. */
  machineTypeIds: readonly string[] = [],
): SearchQuery {
  const query: SearchQuery = { sort: params.sort, ...filterQuery(params.filters) };
  // Sent in one order, so the same machines are the same search (and key). Without machines the
  // "fits" switch is not offered, and a link that still says it shows the whole list.
  if (machineTypeIds.length > 0) query.machineTypeIds = [...new Set(machineTypeIds)].sort();
  else delete query.fitsMachines;
  if (params.text !== null) query.query = params.text;
  if (params.context !== null) query[params.context] = true;
  // The counts of the filters' options come with the first page.
  query.withFacets = true;
  if (target.kind === 'brand') {
    query.brandId = target.brand.id;
    if (target.type) query.brandTypeId = target.type.id;
  }
  if (target.kind === 'addon') {
    query.addonId = target.addon.id;
    if (target.variant) query.addonVariantId = target.variant.id;
  }
  return query;
}
