import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { FatalError } from './errors/fatal-error';
import { RootErrorBoundary } from './errors/root-error-boundary';
import { AppProviders } from './providers/app-providers';

interface AppProps {
  queryClient: QueryClient;
  /** The router: the browser's (src/main.tsx), or in Node a static one (src/entry-server.tsx). */
  children: ReactNode;
  /** Runs in React's first commit (in the browser). */
  onFirstCommit?: () => void;
}

/**
 * Composition root: providers around the router. The tree is the same in Node and in the
 * browser, so hydration meets the markup and the ids (useId) it was rendered with.
 */
export function App({ queryClient, children, onFirstCommit }: AppProps) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first commit only
  useLayoutEffect(() => onFirstCommit?.(), []);
  return (
    <RootErrorBoundary fallback={<FatalError />}>
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </RootErrorBoundary>
  );
}
