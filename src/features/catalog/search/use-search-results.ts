import { useCallback, useEffect } from 'react';
import { searchRequestKey, type SearchContextName, type SearchRequest } from './search-request';
import { emptySearchContext, useSearchStore, type SearchContextState } from './search-store';

// A failed page is kept in the store and shown from there; the promise has nothing to add.
const shownFromStore = () => undefined;

export interface SearchResultsView extends SearchContextState {
  loadMore: () => void;
  retry: () => void;
}

/**
 * A search context for a screen: opens the request (without paging on when it is shown already)
 * and shows only what belongs to it, so after a fast sort change the old order never flashes.
 */
export function useSearchResults(
  name: SearchContextName,
  request: SearchRequest | null,
): SearchResultsView {
  const stored = useSearchStore((state) => state.contexts[name]);
  const open = useSearchStore((state) => state.open);
  const loadMoreIn = useSearchStore((state) => state.loadMore);
  const retryIn = useSearchStore((state) => state.retry);
  const key = request ? searchRequestKey(request) : null;

  useEffect(() => {
    if (request) open(name, request).catch(shownFromStore);
  }, [open, name, request]);

  const loadMore = useCallback(() => {
    loadMoreIn(name).catch(shownFromStore);
  }, [loadMoreIn, name]);
  const retry = useCallback(() => {
    retryIn(name).catch(shownFromStore);
  }, [retryIn, name]);

  const current =
    stored && key !== null && stored.key === key
      ? stored
      : { ...emptySearchContext, loading: true };
  return { ...current, loadMore, retry };
}
