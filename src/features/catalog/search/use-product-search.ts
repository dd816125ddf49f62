import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ProductResult } from '@/shared/api/contract/products';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { productSearchQueryOptions, type SearchQuery } from '../api/search-products';

export interface ProductSearchView {
  results: ProductResult[];
  /** Matches in all pages; null until the first page is in. */
  total: number | null;
  /** Spec §4's reached-end flag: the last page had no cursor. */
  reachedEnd: boolean;
  loading: boolean;
  /** A failed page (first or next), kept with its search until `retry`. */
  error: unknown;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A results screen's search. A failed page's error stays with its search (spec §8): asking for
 * the next page again does not send another request, only `retry` does.
 */
export function useProductSearch(query: SearchQuery | null): ProductSearchView {
  const search = useInfiniteQuery({
    ...productSearchQueryOptions(useShopperContext(), query ?? {}),
    enabled: query !== null,
  });
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
    reachedEnd: search.isSuccess && !hasNextPage,
    loading: query === null || isFetching,
    error: isError ? search.error : null,
    loadMore,
    retry,
  };
}
