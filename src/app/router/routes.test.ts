/** The routes marked noindex are exactly the private pages the web servers mark too. */
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { privatePagePaths } from '@/shared/config/private-pages';
import { createRoutes } from './routes';

function noindexPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    const handle = route.handle as { noindex?: boolean } | undefined;
    const own = handle?.noindex && route.path && route.path !== '*' ? [route.path] : [];
    return [...own, ...noindexPaths(route.children ?? [])];
  });
}

it('marks noindex the routes of privatePagePaths and no others (but the 404 route)', () => {
  const paths = noindexPaths(createRoutes(new QueryClient()));
  expect([...paths].sort()).toEqual([...privatePagePaths].sort());
});
