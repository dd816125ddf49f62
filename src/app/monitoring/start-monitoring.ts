import type { Env } from '@/shared/config/env';
import { reloadOnce } from '../errors/reload-once';
import { reportError } from './report-error';
import { initSentry } from './sentry';
import { startVersionCheck } from './version-check';

/** Everything that watches the running shop; started after first paint, never blocking it. */
export function startMonitoring(env: Env): void {
  // Vite's signal that a lazy chunk could not be preloaded (usually: a deploy removed it).
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnce(window.location.pathname);
  });
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
  const later = (work: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(work, { timeout: 4000 })
      : setTimeout(work, 2000);
  later(() => {
    void initSentry(env);
    startVersionCheck(import.meta.env.VITE_BUILD_ID as string | undefined);
  });
}
