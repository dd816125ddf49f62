import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ProductSearchQuery, ProductSearchResponse } from '@/shared/api/contract/products';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { productKeys } from './product-keys';

/** A search as the shop keys it: everything but the cursor, which is the page parameter. */
export type SearchQuery = Omit<ProductSearchQuery, 'next'>;

/** POST products: one page of results for a query (requirements §5.3: results, total, next). */
export const searchProducts = (
  context: ShopperContext,
  query: ProductSearchQuery,
  signal?: AbortSignal,
) => api.call('searchProducts', { context, body: query, signal });

/**
 * A search's pages as one infinite query. The search-context rules of requirements §5.3 are properties of
 * it: the same search is the same key, so opening it again fetches nothing; `fetchNextPage`
 * appends the page of the last cursor; another query, sort, filter or shopper context is another
 * key and starts over; no cursor left is `hasNextPage === false` (the reached-end flag).
 */
export const productSearchQueryOptions = (context: ShopperContext, query: SearchQuery) =>
  infiniteQueryOptions({
    queryKey: productKeys.search(context, query),
    queryFn: ({ pageParam, signal }) =>
      searchProducts(
        context,
        // The search query (ProductSearchQuery) names the account type too; the context's is the one in the key.
        { ...query, accountType: context.accountType, ...(pageParam ? { next: pageParam } : {}) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // A failed page stays failed for its search until the shopper retries (requirements §11.1), also when
    // the page mounts after its loader's request failed.
    retryOnMount: false,
  });

/** Only the first page of a search (home's rows show a few products and link to the list). */
export const firstPageQueryOptions = (context: ShopperContext, query: SearchQuery) =>
  queryOptions({
    queryKey: productKeys.firstPage(context, query),
    queryFn: ({ signal }) =>
      searchProducts(context, { ...query, accountType: context.accountType }, signal),
  });

export type SearchPages = InfiniteData<ProductSearchResponse, string | null>;

/** Starts a search's first page (a route loader): the page shows placeholders until it is in. */
export const prefetchProductSearch = (
  queryClient: QueryClient,
  context: ShopperContext,
  query: SearchQuery,
) => queryClient.prefetchInfiniteQuery(productSearchQueryOptions(context, query));
