import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers/app-providers';
import { createQueryClient } from './providers/query-client';
import { createAppRouter } from './router/router';

/** Composition root: providers around the router. */
export function App() {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
