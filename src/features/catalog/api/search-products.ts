import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { RequestContext } from '@/shared/api/client';
import type { ProductSearchQuery } from '@/shared/api/contract/products';
import { productKeys } from './product-keys';

/** POST products: one page of results for a query (spec §3: results, total, next). */
export const searchProducts = (query: ProductSearchQuery, signal?: AbortSignal) =>
  api.call('searchProducts', { body: query, signal });

export const searchQueryOptions = (context: RequestContext, query: ProductSearchQuery) =>
  queryOptions({
    queryKey: productKeys.search(context, query),
    queryFn: ({ signal }) => searchProducts(query, signal),
  });
