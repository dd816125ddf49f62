import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { FatalError } from './errors/fatal-error';
import { RootErrorBoundary } from './errors/root-error-boundary';
import { AppProviders } from './providers/app-providers';
import { createQueryClient } from './providers/query-client';
import { createAppRouter } from './router/router';

/** Composition root: providers around the router. */
export function App() {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <RootErrorBoundary fallback={<FatalError />}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </RootErrorBoundary>
  );
}
