import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app/app';
import { readPageState, type PageState } from './app/prerender/page-state';
import { PRICES_PENDING_ATTRIBUTE } from './app/prerender/prices-pending';
import { createQueryClient } from './app/providers/query-client';
import { prefetchOnIntent } from './app/router/prefetch-on-intent';
import { createAppRouter, routerReady } from './app/router/router';
import { prepareClientState } from './app/startup/prepare-client-state';
import { whenOnline } from './shared/api/when-online';
import { useAccountTypeStore } from './shared/shopper/account-type-store';
import { useDeliveryTargetStore } from './shared/shopper/delivery-target-store';
import './shared/ui/tokens.css';

/** A bad build configuration is a deploy mistake: say so plainly instead of failing call by call. */
function showConfigurationError(root: HTMLElement, error: unknown) {
  const message = document.createElement('pre');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'margin:2rem;padding:1rem;white-space:pre-wrap;border:2px solid #b3261e';
  message.textContent = error instanceof Error ? error.message : String(error);
  root.replaceChildren(message);
}

/** Whether the prerendered page was rendered for this visitor's account type and country. */
function isVisitorsContext(page: PageState): boolean {
  return (
    page.context.accountType === useAccountTypeStore.getState().accountType &&
    page.context.countryId === useDeliveryTargetStore.getState().countryId
  );
}

/**
 * React's first commit: from here on the page shows the visitor's own prices, and it is the app's
 * (`<html data-app>`, which the end-to-end tests wait for).
 */
function firstCommit() {
  document.documentElement.removeAttribute(PRICES_PENDING_ATTRIBUTE);
  document.documentElement.setAttribute('data-app', '');
}

function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  prepareClientState();
  const queryClient = createQueryClient();
  // A prerendered page is hydrated with the answers it was rendered from, when they are the
  // visitor's (their refresh starts at once: they are as old as the build). Another visitor's
  // page is rendered afresh with their own answers; its prerendered prices stay hidden till then.
  const page = readPageState();
  const hydrating = page !== null && isVisitorsContext(page);
  if (hydrating) {
    hydrate(queryClient, page.queries);
    // Stale at once, whatever the build's age: the page's own loader and queries fetch them again.
    void queryClient.invalidateQueries({ refetchType: 'none' });
  }
  // The router starts at once and fetches the page's code, messages and data side by side.
  const router = createAppRouter(queryClient);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} onFirstCommit={firstCommit}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  let reactRoot: Root | undefined;
  void routerReady(router).then(() => {
    // As a transition, hydration and the first render are time-sliced: no long task for a whole
    // page on a slow phone. A prerendered page stays as it is (and works as HTML) meanwhile.
    startTransition(() => {
      if (hydrating) reactRoot = hydrateRoot(root, app);
      else (reactRoot = createRoot(root)).render(app);
    });
  });
  prefetchOnIntent(router);
  // Monitoring is not needed for the first render: it starts once the browser is idle.
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  idle(() => {
    void startMonitoringWithEnv((error) => {
      reactRoot?.unmount();
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

start();
