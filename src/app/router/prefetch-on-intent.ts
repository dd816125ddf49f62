import { matchRoutes } from 'react-router';
import type { AppRouter } from './router';

/**
 * Likely next routes load early: when a pointer rests on, a finger touches or the keyboard focuses
 * a link to a page of the shop, that page's route module (e.g. results or detail) is fetched, so
 * the click that follows waits only for the data. One listener on the document covers every link.
 */
export function prefetchOnIntent(router: AppRouter): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    for (const { route } of matchRoutes(router.routes, link.pathname) ?? []) {
      if (typeof route.lazy !== 'function' || started.has(route.id)) continue;
      started.add(route.id);
      // The module lands in the browser's module map; the router's own lazy() then resolves at once.
      void route.lazy().catch(() => started.delete(route.id));
    }
  };
  const events = ['mouseover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent);
  };
}
