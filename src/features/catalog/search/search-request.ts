import type { RequestContext } from '@/shared/api/client';
import type { ProductSearchQuery } from '@/shared/api/contract/products';
import type { ResultsTarget } from './results-target';
import type { ResultsParams } from './search-params';

/** Search contexts of spec §4 (general search with its sale and new variants) plus outlet. */
export const searchContextNames = ['generalSearch', 'sale', 'new', 'outlet'] as const;
export type SearchContextName = (typeof searchContextNames)[number];

/**
 * One search as the store compares them: the query (without a cursor) and the request context it
 * runs in, because language, account type and country change names and prices.
 */
export interface SearchRequest {
  query: ProductSearchQuery;
  context: RequestContext;
}

export const contextNameOf = (params: ResultsParams): SearchContextName =>
  params.context === 'sale' || params.context === 'new' || params.context === 'outlet'
    ? params.context
    : 'generalSearch';

export function buildSearchRequest(
  target: ResultsTarget,
  params: ResultsParams,
  context: RequestContext,
): SearchRequest {
  const query: ProductSearchQuery = { sort: params.sort, accountType: context.accountType };
  if (params.text !== null) query.query = params.text;
  if (params.category !== null) query.category = params.category;
  if (params.context !== null) query[params.context] = true;
  if (target.kind === 'brand') {
    query.brandId = target.brand.id;
    if (target.type) query.brandTypeId = target.type.id;
  }
  if (target.kind === 'addon') {
    query.addonId = target.addon.id;
    if (target.variant) query.addonVariantId = target.variant.id;
  }
  return { query, context };
}

/** A stable text for "the same search": key order never matters, a cursor never counts. */
export function searchRequestKey({ query, context }: SearchRequest): string {
  const { next: _cursor, ...rest } = query;
  const sorted = <T extends object>(value: T) =>
    Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  return JSON.stringify([sorted(rest), sorted(context)]);
}
