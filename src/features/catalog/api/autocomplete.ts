import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { productKeys } from './product-keys';

/** POST products/complete: suggestions for what is typed in the header search. */
export const fetchSuggestions = (context: ShopperContext, query: string, signal?: AbortSignal) =>
  api.call('autocomplete', { context, body: { query }, signal });

export const suggestionsQueryOptions = (context: ShopperContext, query: string) =>
  queryOptions({
    queryKey: productKeys.autocomplete(context, query),
    queryFn: ({ signal }) => fetchSuggestions(context, query, signal),
    staleTime: 5 * 60_000,
  });
