import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app';
import { adoptEarlyFormState } from './prerender/adopt-early-form-state';
import { readPageState, type PageState } from './prerender/page-state';
import { queriesSettled } from './prerender/queries-settled';
import { replayEarlyPress } from './prerender/early-interaction';
import {
  isPrerenderedAddress,
  PAGE_PENDING_ATTRIBUTE,
  PRICES_PENDING_ATTRIBUTE,
} from './prerender/page-boot';
import { createQueryClient } from './providers/query-client';
import { createAppRouter, routerReady, type AppRouter } from './router/router';
import { prepareClientState } from './startup/prepare-client-state';
import { useAccountTypeStore } from '@/shared/shopper/account-type-store';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { setHydratingHtml } from '@/shared/lib/use-app-running';

/**
 * Whether the prerendered page is this visitor's page: rendered for their account type and
 * country, and for this address (pages are rendered without URL parameters).
 */
function isVisitorsPage(page: PageState): boolean {
  return (
    page.context.accountType === useAccountTypeStore.getState().accountType &&
    page.context.countryId === useDeliveryTargetStore.getState().countryId &&
    isPrerenderedAddress(window.location.search)
  );
}

/**
 * React's first commit: from here on the page shows the visitor's own prices, and it is the app's
 * (`<html data-app>`, which the end-to-end tests wait for); a button pressed before is pressed now.
 */
function firstCommit() {
  document.documentElement.removeAttribute(PRICES_PENDING_ATTRIBUTE);
  document.documentElement.removeAttribute(PAGE_PENDING_ATTRIBUTE);
  document.documentElement.setAttribute('data-app', '');
  // Outside React's commit, so what the shopper changed before (adopted in this commit) is the
  // app's state before the press reads it.
  setTimeout(replayEarlyPress);
}

/** The page's answers, as if fetched now. */
const freshFromNow = (state: DehydratedState): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: Date.now() },
  })),
});

/** How long another visitor's prerendered page waits for their own answers before rendering. */
const OWN_ANSWERS_LIMIT_MS = 4000;

export interface MountedApp {
  router: AppRouter;
  /** Whether the page's HTML is hydrated (else rendered afresh). */
  hydrating: boolean;
  /** Resolves with React's root once the first route is ready and rendering has begun. */
  root: Promise<Root>;
}

/**
 * Starts the shop in `container`: a prerendered page is hydrated with the answers it was rendered
 * from when they are the visitor's (refreshed once it is hydrated: they are as old as the build).
 * Another visitor's page (a business buyer, a chosen country) is rendered afresh with their own
 * answers; its prerendered prices stay hidden till then. So is a page at an address with
 * parameters (a search, a sort), its main content hidden till then. Any other page is simply
 * rendered.
 */
export function mountApp(container: HTMLElement): MountedApp {
  prepareClientState();
  const queryClient = createQueryClient();
  const page = readPageState();
  const hydrating = page !== null && isVisitorsPage(page);
  // The answers the page was rendered from count as fresh until it is hydrated, so no loader or
  // query asks for them meanwhile: an answer arriving mid-hydration would change the page under
  // React, which then drops the server's HTML and renders it again (a flash, and the focus or text
  // of a shopper who began on the page lost). Once hydrated, they are asked for again, being as
  // old as the build.
  if (hydrating) hydrate(queryClient, freshFromNow(page.queries));
  const onFirstCommit = () => {
    setHydratingHtml(false);
    // In the commit of hydration, before a render sets the fields back to the app's state.
    if (hydrating) adoptEarlyFormState(container);
    firstCommit();
    if (hydrating)
      for (const { queryKey } of page.queries.queries)
        void queryClient.invalidateQueries({ queryKey, exact: true });
  };
  // The router starts at once and fetches the page's code, messages and data side by side.
  const router = createAppRouter(queryClient);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} onFirstCommit={onFirstCommit}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  // Another visitor's page stays as it is (its prices or content hidden) until their own answers
  // are in, so it changes once, to theirs, instead of to skeletons first.
  const ready = routerReady(router).then(() =>
    page !== null && !hydrating ? queriesSettled(queryClient, OWN_ANSWERS_LIMIT_MS) : undefined,
  );
  const address = window.location.pathname;
  const root = ready.then(() => {
    let reactRoot: Root | undefined;
    // The HTML is this address's: a first route that went elsewhere (its language's messages
    // could not load, src/app/router/language-loader.ts) renders afresh instead.
    const hydrateHtml = hydrating && window.location.pathname === address;
    // As a transition, hydration and the first render are time-sliced: no long task for a whole
    // page on a slow phone. A prerendered page stays as it is (and works as HTML) meanwhile.
    startTransition(() => {
      setHydratingHtml(hydrateHtml);
      if (hydrateHtml) reactRoot = hydrateRoot(container, app);
      else (reactRoot = createRoot(container)).render(app);
    });
    return reactRoot as Root;
  });
  return { router, hydrating, root };
}
