import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { productKeys } from './product-keys';

/** POST products/complete: suggestions for what is typed in the header search. */
export const fetchSuggestions = (query: string, signal?: AbortSignal) =>
  api.call('autocomplete', { body: { query }, signal });

export const suggestionsQueryOptions = (locale: string, query: string) =>
  queryOptions({
    queryKey: productKeys.autocomplete(locale, query),
    queryFn: ({ signal }) => fetchSuggestions(query, signal),
    staleTime: 5 * 60_000,
  });
