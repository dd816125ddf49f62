import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { FatalError } from './errors/fatal-error';
import { RootErrorBoundary } from './errors/root-error-boundary';
import { AppProviders } from './providers/app-providers';
import type { AppRouter } from './router/router';
import { markTakenOver } from './router/takeover';

/**
 * Composition root: providers around the router. main.tsx creates the router (and its query
 * client) before the first render, so a prerendered page stays until the route is ready.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  useLayoutEffect(markTakenOver, []);
  return (
    <RootErrorBoundary fallback={<FatalError />}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </RootErrorBoundary>
  );
}
