/**
 * When a session ends (logout, a refused refresh, a sign-out in another tab), nothing the shop
 * stored in this browser still holds the user's name, e-mail address, street or telephone: not
 * session storage, not local storage, not a cookie, not the query cache. The cart's lines stay
 * (they belong to the browser); its delivery address goes, so the next visitor starts clean.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers/app-providers';
import { createQueryClient } from '@/app/providers/query-client';
import { createRoutes } from '@/app/router/routes';
import { userKeys } from '@/features/account/api/get-user-data';
import { signIn } from '@/features/account/login/sign-in';
import { useSessionStore } from '@/features/account/session/session-store';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { BAGS, cartProductIds, fillCart, spyOnBank } from '../checkout/checkout-support';
import { clearBrowserState } from './sdk-harness';

/** Anna (README's demo private buyer) and her main delivery address. */
const ANNA = {
  email: 'anna@example.nl',
  traces: ['anna@example.nl', 'Anna', 'Jansen', 'Oudegracht', '3511 AZ', '2418 7730', '24187730'],
};

/** Every stored value of this browser that holds a piece of Anna's personal data. */
function annaInStorage(): string[] {
  const entries: string[] = [];
  for (const storage of [sessionStorage, localStorage])
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i) ?? '';
      entries.push(`${key}=${storage.getItem(key) ?? ''}`);
    }
  for (const cookie of document.cookie.split(';')) entries.push(decodeURIComponent(cookie.trim()));
  return entries.filter((entry) => ANNA.traces.some((trace) => entry.includes(trace)));
}

/** Cached queries whose key or answer holds a piece of Anna's personal data. */
const annaInCache = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const text = JSON.stringify([query.queryKey, query.state.data ?? null]);
      return ANNA.traces.some((trace) => text.includes(trace));
    })
    .map((query) => JSON.stringify(query.queryKey));

beforeEach(() => clearBrowserState());
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  clearBrowserState();
});

/**
 * Anna logs in on checkout (her main address is the delivery target, and in the calculation's
 * cached key) and places an order
 * (the tab keeps it with its status token); before, in this tab, a guest form and a passwordless
 * attempt were started with her details, and a cookie remembers her e-mail address.
 */
async function annaAtCheckout() {
  const view = await renderApp('/en/dashboard/checkout');
  document.cookie = 'lang=en;path=/';
  document.cookie = `last-login=${encodeURIComponent(ANNA.email)};path=/`;
  sessionStorage.setItem(
    'shop-anonymous-order',
    JSON.stringify({ v: 1, values: { email: ANNA.email, name: 'Anna Jansen' } }),
  );
  localStorage.setItem(
    'supertokens-passwordless-loginAttemptInfo',
    JSON.stringify({ version: 1, deviceId: 'd', preAuthSessionId: 'p', contactInfo: ANNA.email }),
  );
  await fillCart(BAGS);
  useDeliveryTargetStore.setState({ countryId: 'NL' });
  expect(await act(() => signIn({ email: ANNA.email, password: DEMO_PASSWORD }))).toEqual({
    kind: 'ok',
  });
  expect(await screen.findByRole('radio', { name: /Oudegracht 142/ })).toBeChecked();
  await waitFor(() =>
    expect(useDeliveryTargetStore.getState().address?.address).toContain('Oudegracht'),
  );
  // Only the address's id is stored, never the address itself.
  expect(sessionStorage.getItem('shop-cart')).not.toContain('Oudegracht');
  expect(localStorage.getItem('shop-delivery-target')).not.toContain('Oudegracht');
  const bank = spyOnBank();
  await userEvent.click(await screen.findByRole('button', { name: 'Order and Pay' }));
  await waitFor(() => expect(bank).toHaveBeenCalledTimes(1));
  expect(sessionStorage.getItem('shop-pending-order')).toContain('statusToken');
  // The test does see her data while she is logged in.
  expect(annaInStorage().length).toBeGreaterThan(2);
  expect(annaInCache(view.queryClient)).not.toEqual([]);
  return view;
}

/** What must hold once her session has ended, however it ended. */
function expectForgotten(queryClient: QueryClient) {
  expect(annaInStorage()).toEqual([]);
  expect(annaInCache(queryClient)).toEqual([]);
  expect(sessionStorage.getItem('shop-pending-order')).toBeNull();
  expect(useDeliveryTargetStore.getState()).toMatchObject({ addressId: null, address: null });
  // The cart's lines, the language and the account type stay.
  expect(cartProductIds()).toEqual([BAGS]);
  expect(document.cookie).toMatch(/(^|; )lang=en/);
  expect(document.cookie).toMatch(/(^|; )accountType=personal/);
}

describe('a session that ends forgets the user', () => {
  it('logout: no storage, cookie or cached answer holds her name, e-mail, address or telephone', async () => {
    const { router, queryClient } = await annaAtCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByText('My account'));
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/login'));
    await waitFor(() => expectForgotten(queryClient));

    // The next visitor of this tab: checkout as a guest, nothing of hers decides anything.
    await act(() => router.navigate('/en/dashboard/checkout'));
    expect(await screen.findByRole('link', { name: 'Continue as a guest' })).toBeInTheDocument();
    expect(screen.queryByText(/Oudegracht/)).toBeNull();
    expect(annaInStorage()).toEqual([]);
  });

  it('a refused refresh: the same', async () => {
    const { queryClient } = await annaAtCheckout();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/user/data', () =>
        HttpResponse.json({ message: 'try refresh token' }, { status: 401 }),
      ),
      http.post('*/auth/session/refresh', () =>
        HttpResponse.json(
          { message: 'unauthorised' },
          { status: 401, headers: { 'front-token': 'remove' } },
        ),
      ),
    );
    await act(() => queryClient.refetchQueries({ queryKey: userKeys.all(), type: 'active' }));
    await waitFor(() => expect(useSessionStore.getState().status).toBe('absent'));
    await waitFor(() => expectForgotten(queryClient));
  });

  it('a sign-out in another tab (the shared session cookies are gone): the same', async () => {
    const { queryClient } = await annaAtCheckout();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // What the other tab's SDK does on sign-out: the session's cookies, shared by every tab, go.
    for (const name of ['sFrontToken', 'st-access-token', 'st-refresh-token'])
      document.cookie = `${name}=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/`;
    // This tab notices on its next call.
    await act(() => queryClient.refetchQueries({ queryKey: userKeys.all(), type: 'active' }));
    await waitFor(() => expect(useSessionStore.getState().status).toBe('absent'));
    await waitFor(() => expectForgotten(queryClient));
  });

  it('a session that ended while the tab was away: the reload whose refresh is refused', async () => {
    const { unmount } = await annaAtCheckout();
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/auth/session/refresh', () =>
        HttpResponse.json(
          { message: 'unauthorised' },
          { status: 401, headers: { 'front-token': 'remove' } },
        ),
      ),
    );
    // Hours later (past the access token's expiry), the same tab loads the shop again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60 * 60 * 1000 });
    useSessionStore.setState({ status: 'unknown', userId: null });
    const queryClient = createQueryClient({ retry: 0 });
    const router = createMemoryRouter(createRoutes(queryClient), {
      initialEntries: ['/en/dashboard/checkout'],
    });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await waitFor(() => expect(useSessionStore.getState().status).toBe('absent'));
    vi.useRealTimers();
    await waitFor(() => expectForgotten(queryClient));
  });
});
