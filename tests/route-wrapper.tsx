/**
 * A wrapper for hook tests: a query client and a router at a shop path, so hooks that read the
 * shopper context (the language from the URL) run as they do on a page.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

export function routeWrapper(path: string, queryClient: QueryClient = new QueryClient()) {
  return function RouteWrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:lang/*" element={children} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    );
  };
}
