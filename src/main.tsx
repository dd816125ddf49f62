import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/providers/query-client';
import { carryOverInteraction } from './app/router/carry-over-interaction';
import { prefetchOnIntent } from './app/router/prefetch-on-intent';
import { createAppRouter } from './app/router/router';
import { firstCommit, isPrerendered, queriesSettled, routerReady } from './app/router/takeover';
import { prepareClientState } from './app/startup/prepare-client-state';
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
    void startMonitoringWithEnv().catch((error: unknown) => {
      reactRoot.unmount();
      showConfigurationError(root, error);
    });
  });
}

async function startMonitoringWithEnv() {
  const { getEnv } = await import('./shared/config/env');
  const { startMonitoring } = await import('./app/monitoring/start-monitoring');
  startMonitoring(getEnv());
}

void start();
