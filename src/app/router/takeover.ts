import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from './router';

/**
 * Set on <html> of a page prerendered at build time (until React's first commit), and on the head
 * tags the app sets; those also carry `data-head`, so the app's first `applyHead` replaces them in
 * one step (never none, never two of each).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** How long a prerendered page waits for its queries before the client takes over anyway. */
const SETTLE_LIMIT_MS = 4000;

export const isPrerendered = (): boolean =>
  document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE);

/** Resolves when the first route's code, messages and loaders are done (or have failed). */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves when no query is fetching: the page's data (which its loader only starts) is in, so the
 * first render shows what the prerendered HTML shows instead of skeletons.
 */
export function queriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, SETTLE_LIMIT_MS);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    if (queryClient.isFetching() === 0) done();
  });
}

/**
 * Runs in React's first commit: from then on the page is the app's. Until then the first render,
 * a transition, may still be waiting (e.g. for a lazy part), and the page is the prerendered HTML,
 * so the mark says exactly that (the e2e tests wait for it before judging the app's behaviour).
 */
export function markTakenOver(): void {
  document.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
  committed();
}

let committed: () => void = () => undefined;
/** Resolves with React's first commit: work the first paint does not need waits for it. */
export const firstCommit = new Promise<void>((resolve) => {
  committed = resolve;
});
