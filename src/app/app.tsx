import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FatalError } from './errors/fatal-error';
import { RootErrorBoundary } from './errors/root-error-boundary';
import { AppProviders } from './providers/app-providers';

/**
 * Composition root: providers around the router. The browser passes its router
 * (src/main.tsx), the prerender in Node a static one over the same routes (src/entry-server.tsx).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <RootErrorBoundary fallback={<FatalError />}>
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </RootErrorBoundary>
  );
}
