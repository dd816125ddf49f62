import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/providers/query-client';
import { runStartup, type StartupStore } from '@/app/startup/run-startup';
import { useSessionStore } from '@/features/account/session/session-store';
import { useAccountTypeStore } from '@/shared/shopper/account-type-store';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { rememberVisitorChoice } from '@/shared/shopper/visitor-choice';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

const failing = (path: string) =>
  http.all(`*/api/${path}`, () => HttpResponse.json({ message: 'Demo fault' }, { status: 500 }));

afterEach(() => {
  document.cookie = 'sFrontToken=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/';
});

describe('startup', () => {
  it.each([
    ['countries', 'Failed loading countries'],
    ['brands', 'Failed loading brands'],
    ['products', 'Failed loading products'],
  ])('a failing %s call shows the red toast and the shop stays usable', async (path, title) => {
    server.use(failing(path));
    await renderApp('/en');
    // The toast, among any other alert of the page (home's own section may fail on it too).
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').filter((alert) => within(alert).queryByText(title)),
      ).toHaveLength(1),
    );
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Shopping cart/ })).toBeInTheDocument();
  });

  it('a failing auth service leaves the visitor a guest in a working shop', async () => {
    server.use(http.all('*/auth/*', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    // A front-token cookie says a session may exist, so the SDK loads and asks the auth service.
    document.cookie = 'sFrontToken=stale;path=/';
    await renderApp('/en/privacy');
    await waitFor(() => expect(useSessionStore.getState().status).toBe('absent'));
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
  });

  it('runs every step, reports each failing store once and carries on', async () => {
    server.use(failing('countries'));
    const failed: StartupStore[] = [];
    const started: string[] = [];
    server.events.on('request:start', ({ request }) => started.push(new URL(request.url).pathname));
    await runStartup({
      queryClient: createQueryClient({ retry: 0 }),
      language: 'nl',
      resolveSession: () => Promise.reject(new Error('auth SDK did not load')),
      onFailure: (store) => failed.push(store),
    });
    server.events.removeAllListeners();
    expect(failed.sort()).toEqual(['countries', 'session']);
    expect(new Set(started.filter((p) => p.startsWith('/api/')))).toEqual(
      new Set(['/api/countries', '/api/brands', '/api/products', '/api/discount']),
    );
  });

  describe("a session's end the page could not finish (the shopper left at once)", () => {
    /** A visitor who chose nothing logged in as a Belgian business buyer; the session ended. */
    function accountLeftItsContext() {
      localStorage.clear();
      useAccountTypeStore.getState().setAccountType('personal');
      useDeliveryTargetStore.getState().clearCountry();
      rememberVisitorChoice();
      useAccountTypeStore.getState().setAccountType('business');
      useDeliveryTargetStore.getState().setCountry('BE');
    }
    const shopper = () => ({
      accountType: useAccountTypeStore.getState().accountType,
      countryId: useDeliveryTargetStore.getState().countryId,
    });
    const start = (userId: string | null) =>
      runStartup({
        queryClient: createQueryClient({ retry: 0 }),
        language: 'en',
        resolveSession: () => Promise.resolve(userId),
        onFailure: () => undefined,
      });

    it("is finished by the next start without a session: the visitor's choice is back", async () => {
      accountLeftItsContext();
      await start(null);
      expect(shopper()).toEqual({ accountType: 'personal', countryId: null });
      expect(document.cookie).toContain('accountType=personal');
    });

    it('is left alone while the session lasts', async () => {
      accountLeftItsContext();
      await start('user-1');
      expect(shopper()).toEqual({ accountType: 'business', countryId: 'BE' });
    });

    it('is left alone when the auth service cannot say whether a session lasts', async () => {
      accountLeftItsContext();
      await runStartup({
        queryClient: createQueryClient({ retry: 0 }),
        language: 'en',
        resolveSession: () => Promise.reject(new Error('auth service down')),
        onFailure: () => undefined,
      });
      expect(shopper()).toEqual({ accountType: 'business', countryId: 'BE' });
    });
  });
});
