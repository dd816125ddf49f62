import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { productKeys } from './product-keys';

/** POST products/complete: suggestions for what is typed in the header search. */
export const fetchSuggestions = (
  context: ShopperContext,
  query: string,
  machineTypeIds: readonly string[] = [],
  signal?: AbortSignal,
) =>
  api.call('autocomplete', {
    context,
    body: machineTypeIds.length > 0 ? { query, machineTypeIds: [...machineTypeIds] } : { query },
    signal,
  });

/**
 * With the shopper's machine models, products that fit one come first: the API ranks them, as it
 * alone knows what a suggestion fits (docs/decisions/0078-fits-my-machines.md).
 */
export const suggestionsQueryOptions = (
  context: ShopperContext,
  query: string,
  machineTypeIds: readonly string[] = [],
) =>
  queryOptions({
    queryKey: [...productKeys.autocomplete(context, query), [...machineTypeIds].sort()],
    queryFn: ({ signal }) => fetchSuggestions(context, query, machineTypeIds, signal),
    staleTime: 5 * 60_000,
  });
