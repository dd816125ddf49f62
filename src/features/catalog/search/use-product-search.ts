import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ProductResult, SearchFacets, Suggestion } from '@/shared/api/contract/products';
import { scopeOf } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { productSearchQueryOptions, type SearchQuery } from '../api/search-products';

export interface ProductSearchView {
  results: ProductResult[];
  /** Matches in all pages; null until the first page is in. */
  total: number | null;
  /** Counts per filter option (the first page's); null until they are in. */
  facets: SearchFacets | null;
  /** The first page's nearest brand or model, when the search found nothing; else null. */
  didYouMean: Suggestion | null;
  /** Not every typed word matched: the text the first page's results were found for; else null. */
  relaxedQuery: string | null;
  /** The list shown is the previous search's, kept while the new one loads. */
  stale: boolean;
  /** The reached-end flag of requirements §5.3: the last page had no cursor. */
  reachedEnd: boolean;
  loading: boolean;
  /** A failed page (first or next), kept with its search until `retry`. */
  error: unknown;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A results screen's search. A failed page's error stays with its search (requirements §11.1): asking for
 * the next page again does not send another request, only `retry` does.
 *
 * `list` names the list a search narrows (its path, text, sort and context: everything but the
 * filters). While only the filters change, the list shown stays until the new one is in, so
 * choosing a filter never blanks the page; another list starts from placeholders, so no old
 * products are shown under a new heading.
 */
export function useProductSearch(
  query: SearchQuery | null,
  list: string | null = null,
): ProductSearchView {
  const context = useShopperContext();
  // Prices and names follow the shopper context: another account type or country is another list
  // (old prices under the new "excl. VAT" label would be wrong money, however briefly).
  const listId = list === null ? null : JSON.stringify([list, scopeOf(context).key]);
  const shownList = useRef<string | null>(null);
  const search = useInfiniteQuery({
    ...productSearchQueryOptions(context, query ?? {}),
    enabled: query !== null,
    placeholderData: (previous) =>
      listId !== null && shownList.current === listId ? previous : undefined,
  });
  const { isPlaceholderData } = search;
  const hasData = search.data !== undefined;
  useEffect(() => {
    if (hasData && !isPlaceholderData) shownList.current = listId;
  }, [hasData, isPlaceholderData, listId]);
  const { hasNextPage, isFetching, isError, fetchNextPage, refetch, isFetchNextPageError } = search;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage]);
  const retry = useCallback(() => {
    // A failed next page is asked for again; a failed first page starts the search again.
    void (isFetchNextPageError ? fetchNextPage() : refetch());
  }, [isFetchNextPageError, fetchNextPage, refetch]);
  const pages = search.data?.pages ?? [];
  return {
    results: pages.flatMap((page) => page.results),
    total: pages[0]?.total ?? null,
    facets: pages[0]?.facets ?? null,
    didYouMean: pages[0]?.didYouMean ?? null,
    relaxedQuery: pages[0]?.relaxedQuery ?? null,
    stale: isPlaceholderData,
    reachedEnd: search.isSuccess && !hasNextPage,
    loading: query === null || isFetching,
    error: isError ? search.error : null,
    loadMore,
    retry,
  };
}
