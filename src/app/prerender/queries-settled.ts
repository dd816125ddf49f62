import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no query of `queryClient` is fetching (loaders start a page's data without
 * waiting for it), or after `limitMs` when one is given. The render in Node waits for a page's
 * data this way; the browser, for another visitor's own answers.
 */
export function queriesSettled(queryClient: QueryClient, limitMs?: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = limitMs === undefined ? undefined : setTimeout(done, limitMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    if (queryClient.isFetching() === 0) done();
  });
}
