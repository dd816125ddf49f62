/**
 * The session lifecycle of requirements §9.1 with the real SDK, loaded by the shop itself: the shop follows
 * the logged-in user, logout and its errors, a failed refresh, a 403 invalid claim, and what the
 * SDK says when asked for a session that is not there.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '@/features/account/api/get-user-data';
import { signIn } from '@/features/account/login/sign-in';
import { loadAuthSdk } from '@/features/account/session/auth-sdk';
import { useSessionStore } from '@/features/account/session/session-store';
import { signOut } from '@/features/account/session/sign-out';
import { useCartStore } from '@/shared/cart/cart-store';
import { useAccountTypeStore } from '@/shared/shopper/account-type-store';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { clearBrowserState } from './sdk-harness';

/** The cached user data (the header also holds an idle query for "no user"). */
const cachedUsers = (queryClient: QueryClient) =>
  queryClient.getQueriesData({ queryKey: userKeys.all() }).filter(([, data]) => data !== undefined);

const BUSINESS = 'inkoop@dekker-bouw.example.nl';
const PERSONAL = 'anna@example.nl';

/** Every call to the auth service and the shop API, in order. */
const calls: string[] = [];

beforeEach(() => {
  clearBrowserState();
  useAccountTypeStore.getState().setAccountType('personal');
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  calls.length = 0;
  vi.restoreAllMocks();
  clearBrowserState();
});

async function logIn(email: string) {
  const outcome = await act(() => signIn({ email, password: DEMO_PASSWORD }));
  expect(outcome).toEqual({ kind: 'ok' });
}

/** The header shows the account menu once the session is present (bar and phone menu). */
const openAccountMenu = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByText('My account'));
  return user;
};

describe('following the logged-in user', () => {
  it('a business login switches prices to business and locks the toggle to it', async () => {
    const { queryClient } = await renderApp('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    expect(useAccountTypeStore.getState().accountType).toBe('personal');
    await logIn(BUSINESS);

    await waitFor(() => expect(useAccountTypeStore.getState().accountType).toBe('business'));
    expect(document.cookie).toMatch(/accountType=business/);
    expect(calls).toContain('GET /api/user/data');
    expect(cachedUsers(queryClient)).toHaveLength(1);
    await waitFor(() => {
      for (const radio of screen.getAllByRole('radio', { name: 'Business' })) {
        expect(radio).toBeChecked();
        expect(radio).toBeDisabled();
      }
    });
    expect(
      screen.getAllByRole('group', { name: 'Your account sets how prices are shown: Business' }),
    ).not.toHaveLength(0);
  });

  it('a personal login keeps private prices; the toggle is free again after logout', async () => {
    const { router } = await renderApp('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    useAccountTypeStore.getState().setAccountType('business');
    await logIn(PERSONAL);
    await waitFor(() => expect(useAccountTypeStore.getState().accountType).toBe('personal'));

    const user = await openAccountMenu();
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/login'));
    expect(useSessionStore.getState()).toMatchObject({ status: 'absent', userId: null });
    for (const radio of screen.getAllByRole('radio', { name: 'Business' }))
      expect(radio).toBeEnabled();
  });
  it("takes the user's country when none is chosen yet, and leaves a chosen one alone", async () => {
    await renderApp('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    expect(useDeliveryTargetStore.getState().countryId).toBeNull();
    await logIn('aankoop@peeters.example.be');
    await waitFor(() => expect(useDeliveryTargetStore.getState().countryId).toBe('BE'));

    await act(() => signOut());
    act(() => useDeliveryTargetStore.getState().setCountry('DE'));
    await logIn('aankoop@peeters.example.be');
    await waitFor(() => expect(useAccountTypeStore.getState().accountType).toBe('business'));
    expect(useDeliveryTargetStore.getState().countryId).toBe('DE');
  });

  it("a user's country the shop does not know is not set ('Country not found')", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/user/data', async ({ request }) => {
        const real = await fetch(
          new Request(request.url.replace('/api/user/data', '/api/user/session'), request),
        );
        return HttpResponse.json({ ...(await real.json()), data: { country: 'ZZ' } });
      }),
    );
    await renderApp('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    await logIn(PERSONAL);
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.any(String), 'Country not found'));
    expect(useDeliveryTargetStore.getState().countryId).toBeNull();
  });
});

describe('logout', () => {
  it('ends the session on the server, drops the user data, keeps the cart, goes to login', async () => {
    const { router, queryClient } = await renderApp('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    await logIn(PERSONAL);
    await waitFor(() => expect(cachedUsers(queryClient)).toHaveLength(1));
    act(() => useCartStore.getState().add('p-1'));

    const user = await openAccountMenu();
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/login'));
    expect(calls).toContain('POST /auth/signout');
    expect(document.cookie).not.toMatch(/sFrontToken=/);
    expect(cachedUsers(queryClient)).toHaveLength(0);
    expect(useCartStore.getState().items.map((item) => item.productId)).toEqual(['p-1']);
  });

  it('shows the server message of a failed sign-out and stays logged in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderApp('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    await logIn(PERSONAL);
    server.use(
      http.post('*/auth/signout', () =>
        HttpResponse.json({ status: 'GENERAL_ERROR', message: 'Sign-out is paused for upkeep' }),
      ),
    );
    const user = await openAccountMenu();
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Logout failed');
    expect(toast).toHaveTextContent('Sign-out is paused for upkeep');
    expect(router.state.location.pathname).toBe('/en/shippingcosts');
    expect(useSessionStore.getState().status).toBe('present');
  });

  it("says 'No Error Message Provided' when the server gives no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    await logIn(PERSONAL);
    server.use(http.post('*/auth/signout', () => HttpResponse.json({ status: 'GENERAL_ERROR' })));
    expect(await signOut()).toEqual({ ok: false, message: 'No Error Message Provided' });
  });

  it('a failing sign-out call (500) gets the generic advice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    await logIn(PERSONAL);
    server.use(http.post('*/auth/signout', () => new HttpResponse(null, { status: 500 })));
    const user = await openAccountMenu();
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in a moment.');
  });

  it('without a session only fires the sign-out event: no call is made', async () => {
    await loadAuthSdk();
    useSessionStore.getState().setPresent('stale-user');
    calls.length = 0;
    expect(await signOut()).toEqual({ ok: true });
    expect(calls.filter((call) => call.startsWith('POST /auth/signout'))).toEqual([]);
    expect(useSessionStore.getState().status).toBe('absent');
  });
});

describe('an ending session', () => {
  it('a failed refresh ends the session: protected pages send to login, the cart stays', async () => {
    const { router, queryClient } = await renderApp('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    await logIn(PERSONAL);
    await waitFor(() => expect(cachedUsers(queryClient)).toHaveLength(1));
    act(() => useCartStore.getState().add('p-2'));
    // The access token is refused and the refresh token is no longer valid either.
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
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => queryClient.refetchQueries({ queryKey: userKeys.all(), type: 'active' }));
    await waitFor(() => expect(useSessionStore.getState().status).toBe('absent'));
    expect(calls).toContain('POST /auth/session/refresh');

    await act(() => router.navigate('/en/dashboard/profile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/login'));
    expect(router.state.location.search).toBe(
      `?returnTo=${encodeURIComponent('/en/dashboard/profile')}`,
    );
    expect(useCartStore.getState().items.map((item) => item.productId)).toEqual(['p-2']);
  });

  it('a 403 invalid claim goes to the one handler: a clear message', async () => {
    const { queryClient } = await renderApp('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    await logIn(PERSONAL);
    server.use(
      http.get('*/api/addresses', () =>
        HttpResponse.json(
          {
            message: 'invalid claim',
            claimValidationErrors: [
              {
                id: 'perm',
                reason: { message: 'wrong value', expectedToInclude: 'order:invoice' },
              },
            ],
          },
          { status: 403 },
        ),
      ),
    );
    await act(() =>
      queryClient.fetchQuery({
        queryKey: ['claim-probe'],
        queryFn: () => fetch('/api/addresses').then((response) => response.status),
      }),
    );
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Your account may not do this')).toBeInTheDocument();
    // The session itself is fine: a 403 is not a logout.
    expect(useSessionStore.getState().status).toBe('present');
  });

  it("asking for the user or payload without a session: 'No session exists', handled as no user", async () => {
    const sdk = await loadAuthSdk();
    await expect(sdk.Session.getUserId()).rejects.toThrow('No session exists');
    await expect(sdk.Session.getAccessTokenPayloadSecurely()).rejects.toThrow('No session exists');
    expect(await sdk.currentUserId()).toBeNull();
    expect(await sdk.resolveSession()).toBe(false);
    expect(useSessionStore.getState().status).toBe('absent');
  });

  it("an expired token whose refresh fails: 'Could not refresh session'", async () => {
    await renderApp('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    await logIn(PERSONAL);
    const sdk = await loadAuthSdk();
    server.use(
      http.post('*/auth/session/refresh', () =>
        HttpResponse.json(
          { message: 'unauthorised' },
          { status: 401, headers: { 'front-token': 'remove' } },
        ),
      ),
    );
    // Past the access token's expiry (the demo API's default lifetime is an hour).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60 * 60 * 1000 });
    await expect(sdk.Session.getAccessTokenPayloadSecurely()).rejects.toThrow(
      'Could not refresh session',
    );
    vi.useRealTimers();
    await waitFor(() => expect(useSessionStore.getState().status).toBe('absent'));
  });
});
