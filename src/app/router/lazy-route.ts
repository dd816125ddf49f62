import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';

/**
 * A lazy route module: React Router's own exports, plus `createLoader`, which receives the app's
 * query client so the loader prefetches with the same queryOptions the page then reads.
 */
export interface RouteModule extends Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'loader'> {
  createLoader?: (queryClient: QueryClient) => LoaderFunction;
}

export function lazyRoute(queryClient: QueryClient, load: () => Promise<RouteModule>) {
  return async () => {
    const { createLoader, ...route } = await load();
    return createLoader ? { ...route, loader: createLoader(queryClient) } : route;
  };
}
