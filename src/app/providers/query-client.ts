import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Server state lives here (docs/architecture.md). Errors are reported by the screens that show them or by
 * the startup sequence, never by the HTTP client; retries stay low so errors surface quickly.
 */
export function createQueryClient(options: { retry?: number } = {}): QueryClient {
  return new QueryClient({
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
}
