/**
 * Search contexts (spec §4, DESIGN §6): per context name the last search, its pages so far and
 * its cursor. `search` is the spec's one rule set:
 * - the same search again with no cursor left fetches nothing (the reached-end flag is set);
 * - the same search with a cursor appends the next page;
 * - a different search (another sort, filter, language, account type or country) starts over;
 * - a failed page's error is kept with its search and rethrown on the next request for it, until
 *   `retry` clears it.
 * Pages are fetched outside react-query because they accumulate under one cursor chain.
 */
import { create } from 'zustand';
import type { ProductResult } from '@/shared/api/contract/products';
import { searchProducts } from '../api/search-products';
import { searchRequestKey, type SearchContextName, type SearchRequest } from './search-request';

export interface SearchContextState {
  /** The search shown (see searchRequestKey), or null before the first. */
  key: string | null;
  request: SearchRequest | null;
  results: ProductResult[];
  /** Matches in all pages; null until the first page arrives. */
  total: number | null;
  next: string | null;
  reachedEnd: boolean;
  loading: boolean;
  error: { key: string; error: unknown } | null;
}

interface SearchStore {
  contexts: Partial<Record<SearchContextName, SearchContextState>>;
  search: (name: SearchContextName, request: SearchRequest) => Promise<void>;
  /** Shows a search without paging on: for a page (re)opening, which must not append. */
  open: (name: SearchContextName, request: SearchRequest) => Promise<void>;
  loadMore: (name: SearchContextName) => Promise<void>;
  retry: (name: SearchContextName) => Promise<void>;
}

export const emptySearchContext: SearchContextState = {
  key: null,
  request: null,
  results: [],
  total: null,
  next: null,
  reachedEnd: false,
  loading: false,
  error: null,
};

// Not state: nothing renders them. One request at a time per context, so a stale one is aborted.
const controllers = new Map<SearchContextName, AbortController>();
const pending = new Map<SearchContextName, Promise<void>>();

export const useSearchStore = create<SearchStore>()((set, get) => {
  const contextOf = (name: SearchContextName) => get().contexts[name] ?? emptySearchContext;
  const patch = (name: SearchContextName, change: Partial<SearchContextState>) =>
    set((state) => ({
      contexts: { ...state.contexts, [name]: { ...contextOf(name), ...change } },
    }));

  function fetchPage(name: SearchContextName, key: string, request: SearchRequest) {
    const cursor = contextOf(name).next;
    const controller = new AbortController();
    controllers.set(name, controller);
    patch(name, { loading: true });
    const isCurrent = () => controllers.get(name) === controller;
    const query = cursor ? { ...request.query, next: cursor } : request.query;
    const work = searchProducts(query, controller.signal).then(
      (page) => {
        if (!isCurrent()) return;
        const before = cursor ? contextOf(name).results : [];
        patch(name, {
          results: [...before, ...page.results],
          total: page.total,
          next: page.next,
          reachedEnd: page.next === null,
          loading: false,
        });
      },
      (error: unknown) => {
        // An aborted or superseded request belongs to a search nobody is looking at any more.
        if (!isCurrent()) return;
        patch(name, { loading: false, error: { key, error } });
        throw error;
      },
    );
    const settled = work.finally(() => {
      if (!isCurrent()) return;
      controllers.delete(name);
      pending.delete(name);
    });
    pending.set(name, settled);
    return settled;
  }

  return {
    contexts: {},

    search: async (name, request) => {
      const key = searchRequestKey(request);
      const current = contextOf(name);
      if (key === current.key) {
        if (current.error?.key === key) throw current.error.error;
        const inFlight = pending.get(name);
        if (inFlight) return inFlight;
        // No cursor after a page arrived is the end; before the first page, it is the first.
        if (current.total !== null && current.next === null) return;
        return fetchPage(name, key, request);
      }
      controllers.get(name)?.abort();
      controllers.delete(name);
      pending.delete(name);
      patch(name, { ...emptySearchContext, key, request });
      return fetchPage(name, key, request);
    },

    open: async (name, request) => {
      if (searchRequestKey(request) === contextOf(name).key) return;
      return get().search(name, request);
    },

    loadMore: async (name) => {
      const { request } = contextOf(name);
      if (request) return get().search(name, request);
    },

    retry: async (name) => {
      const { request } = contextOf(name);
      if (!request) return;
      patch(name, { error: null });
      return get().search(name, request);
    },
  };
});

/** The store back to its first state (tests; a logout could use it too). */
export function resetSearchStore(): void {
  for (const controller of controllers.values()) controller.abort();
  controllers.clear();
  pending.clear();
  useSearchStore.setState({ contexts: {} });
}
