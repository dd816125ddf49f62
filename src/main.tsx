import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/providers/query-client';
import { carryOverInteraction } from './app/router/carry-over-interaction';
import { prefetchOnIntent } from './app/router/prefetch-on-intent';
import { createAppRouter } from './app/router/router';
import { firstCommit, isPrerendered, queriesSettled, routerReady } from './app/router/takeover';
import { prepareClientState } from './app/startup/prepare-client-state';
import { whenOnline } from './shared/api/when-online';
import { afterFirstContentfulPaint } from './shared/lib/after-next-paint';
import './shared/ui/tokens.css';

/** A bad build configuration is a deploy mistake: say so plainly instead of failing call by call. */
function showConfigurationError(root: HTMLElement, error: unknown) {
  const message = document.createElement('pre');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'margin:2rem;padding:1rem;white-space:pre-wrap;border:2px solid #b3261e';
  message.textContent = error instanceof Error ? error.message : String(error);
  root.replaceChildren(message);
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The router starts at once and fetches the page's code, messages and data side by side.
  prepareClientState();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // React renders only once the route is ready (and, on a prerendered page, its data is in): the
  // first commit then replaces the prerendered DOM with the same content in one step, without a
  // blank frame or a shift. Without prerendering the page stays empty until then, as before.
  const prerendered = isPrerendered();
  if (prerendered) carryOverInteraction(root);
  await routerReady(router);
  if (prerendered) await queriesSettled(queryClient);
  const reactRoot = createRoot(root);
  // As a transition the first render is time-sliced (no long task for a whole page on a slow
  // phone) and still lands in one commit; until then the prerendered DOM stays as it is.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
  prefetchOnIntent(router);
  // The environment is validated (with zod) and monitoring starts once the first page has been
  // painted: neither its code nor its requests compete with that paint.
  await firstCommit;
  afterFirstContentfulPaint(() => {
    void startMonitoringWithEnv((error) => {
      reactRoot.unmount();
      showConfigurationError(root, error);
    });
  });
}

/**
 * Validates the environment and starts monitoring. A bad configuration replaces the page; a chunk
 * that could not be fetched (the shopper went offline meanwhile) is fetched again once back online.
 */
async function startMonitoringWithEnv(onConfigurationError: (error: unknown) => void) {
  try {
    const { getEnv } = await import('./shared/config/env');
    const env = getEnv();
    const { startMonitoring } = await import('./app/monitoring/start-monitoring');
    startMonitoring(env);
  } catch (error) {
    if (error instanceof Error && error.name === 'EnvError') onConfigurationError(error);
    else if (!navigator.onLine)
      await whenOnline().then(() => startMonitoringWithEnv(onConfigurationError));
    // Online and still missing (a deploy removed the chunk): this page view goes unmonitored; the
    // next navigation meets the reload-once rule (src/app/errors/reload-once.ts).
  }
}

void start();
