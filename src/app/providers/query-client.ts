import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Server state lives here (DESIGN §6). Errors are reported by the screens that show them or by
 * the startup sequence, never by the HTTP client; retries stay low so errors surface quickly.
 */
export function createQueryClient(options: { retry?: number } = {}): QueryClient {
  current = new QueryClient({
    queryCache: new QueryCache(),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: options.retry ?? 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
  return current;
}

let current: QueryClient | null = null;

/**
 * The client of the running app, for route loaders: they run outside React, so they cannot ask
 * the provider, and they prefetch with the same queryOptions the route's components then read.
 */
export function loaderQueryClient(): QueryClient | null {
  return current;
}
