import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { createRoutes } from './routes';

/** Starts at once: the first route's code, messages and data load from here on. */
export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(createRoutes(queryClient));

export type AppRouter = ReturnType<typeof createAppRouter>;
