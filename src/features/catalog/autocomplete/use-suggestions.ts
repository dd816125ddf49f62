import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Suggestion } from '@/shared/api/contract/products';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { suggestionsQueryOptions } from '../api/autocomplete';
import { useDebouncedValue } from './use-debounced-value';

export const DEBOUNCE_MS = 250;
/** Fewer characters say too little to suggest anything (the API answers nothing either). */
export const MIN_QUERY_LENGTH = 2;

export type SuggestionStatus = 'idle' | 'loading' | 'none' | 'some';

/**
 * Suggestions for what is typed, asked once typing pauses. Each text is its own query key, so
 * react-query aborts the request of a text that was typed over (its signal) and caches the rest.
 */
export function useSuggestions(
  text: string,
  /** The shopper's machine models: what fits them is suggested first. */
  machineTypeIds: readonly string[] = [],
): {
  suggestions: Suggestion[];
  status: SuggestionStatus;
  query: string;
} {
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const context = useShopperContext();
  const enabled = query.length >= MIN_QUERY_LENGTH;
  const result = useQuery({
    ...suggestionsQueryOptions(context, query, machineTypeIds),
    enabled,
    // The previous list stays while the next one loads, so the menu does not flicker.
    placeholderData: keepPreviousData,
  });
  if (!enabled) return { suggestions: [], status: 'idle', query };
  const suggestions = result.data?.suggestions ?? [];
  const loading = result.isPending || result.isPlaceholderData;
  const status = loading ? 'loading' : suggestions.length === 0 ? 'none' : 'some';
  return { suggestions, status, query };
}
