import type { Env } from '@/shared/config/env';
import { reloadOnceWhenOnline } from '../errors/reload-once';
import { isChunkLoadError } from '../errors/route-errors';
import { reportError } from './report-error';
import { initSentry } from './sentry';
import { startVersionCheck } from './version-check';

/** Everything that watches the running shop; started after first paint, never blocking it. */
export function startMonitoring(env: Env): void {
  // A lazy chunk that could not be loaded (usually a deploy removed it) is left to fail as it is:
  // Vite's 'vite:preloadError' is not used to reload, because during a navigation the address is
  // still the old page's (the shopper would land back where they came from), and preventing its
  // default would hand the importer `undefined`. A route's failed part reaches its error element,
  // which reloads once into the page asked for (src/app/errors/reload-once.ts).
  window.addEventListener('unhandledrejection', (event) => {
    // A failed page part outside the router (a lazy modal, say) that nobody handled.
    if (isChunkLoadError(event.reason)) reloadOnceWhenOnline(window.location.pathname);
    else reportError(event.reason);
  });
  const later = (work: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(work, { timeout: 4000 })
      : setTimeout(work, 2000);
  later(() => {
    void initSentry(env);
    startVersionCheck(env.buildId);
  });
}
