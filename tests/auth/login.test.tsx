/**
 * The login screen with the real supertokens-auth-react SDK (loaded by the shop itself through
 * loadAuthSdk, once per file) against the demo FDI under msw.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/account/session/session-store';
import { useModalStore } from '@/shared/ui/modal-store';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { clearBrowserState } from './sdk-harness';

const LOGIN_URL = '/en/auth/login?returnTo=%2Fen%2Fdashboard%2Forders';

/** Every call to the auth service, to prove client-side validation stops before the network. */
const authCalls: string[] = [];

beforeEach(() => {
  clearBrowserState();
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/auth/')) authCalls.push(`${request.method} ${path}`);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  authCalls.length = 0;
  useModalStore.setState({ loginModalOpen: false });
  clearBrowserState();
});

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  const emailField = await screen.findByLabelText('Email address');
  if (email) await user.type(emailField, email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('logs anna in and sends her on to the safe returnTo', async () => {
    const { router } = await renderApp(LOGIN_URL);
    await fillIn('anna@example.nl', DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/dashboard/orders'));
    expect(useSessionStore.getState().status).toBe('present');
    expect(useSessionStore.getState().userId).toBeTruthy();
    expect(authCalls).toContain('POST /auth/signin');
    expect(document.cookie).toMatch(/sFrontToken=/);
  });

  it("the header's Log in carries the page the shopper was on, with its filters", async () => {
    // The login itself, and the guard's way on to `returnTo`, are the test above (and in a real
    // browser e2e/login.spec.ts); here no session is started, so no SDK work outlives the test.
    const here = '/en/results/nilfisk?sort=price-asc&cat=bag';
    const { router } = await renderApp(here);
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getAllByRole('link', { name: 'Log in' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(here);
    // On the login page, its header's Log in passes the same way on.
    expect(
      within(await screen.findByRole('banner')).getAllByRole('link', { name: 'Log in' })[0],
    ).toHaveAttribute('href', `/en/auth/login?returnTo=${encodeURIComponent(here)}`);
  });

  it('says "Login failed" and why on a wrong password', async () => {
    const { router } = await renderApp(LOGIN_URL);
    await fillIn('anna@example.nl', 'Wrong!2345');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('The email address or the password is wrong.');
    expect(router.state.location.pathname).toBe('/en/auth/login');
    expect(useSessionStore.getState().status).toBe('absent');
  });

  it('checks the fields before calling the auth service', async () => {
    await renderApp(LOGIN_URL);
    await screen.findByLabelText('Email address');
    // Only what the form does counts, not what an earlier test's page left in flight.
    authCalls.length = 0;
    await fillIn('', '');
    const email = await screen.findByLabelText('Email address');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required'));
    expect(password).toHaveAccessibleDescription('This field is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(email, 'anna@');
    await userEvent.type(password, 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This is not a valid email address'),
    );
    expect(password).not.toHaveAttribute('aria-invalid');
    // The SDK may still probe /session/refresh for an earlier test's session; the form itself
    // must not have sent anything.
    expect(authCalls.filter((call) => !call.endsWith('/session/refresh'))).toEqual([]);
  });

  it('says when the account may not log in (SIGN_IN_NOT_ALLOWED)', async () => {
    server.use(
      http.post('*/auth/signin', () =>
        HttpResponse.json({ status: 'SIGN_IN_NOT_ALLOWED', reason: 'Blocked (ERR_CODE_008)' }),
      ),
    );
    await renderApp(LOGIN_URL);
    await fillIn('anna@example.nl', DEMO_PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('This account cannot log in at the moment. Please contact us.');
    expect(useSessionStore.getState().status).toBe('absent');
  });

  it("puts a FIELD_ERROR answer on its field, in the shop's words", async () => {
    server.use(
      http.post('*/auth/signin', () =>
        HttpResponse.json({
          status: 'FIELD_ERROR',
          formFields: [{ id: 'email', error: 'Email is not valid' }],
        }),
      ),
    );
    await renderApp(LOGIN_URL);
    await fillIn('anna@example.nl', DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the marked fields.');
    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        'This is not a valid email address',
      ),
    );
  });

  it('shows "Oops! Something went wrong." when the auth service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/auth/signin', () => new HttpResponse(null, { status: 500 })));
    await renderApp(LOGIN_URL);
    await fillIn('anna@example.nl', DEMO_PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Oops! Something went wrong.');
    expect(useSessionStore.getState().status).toBe('absent');
    vi.restoreAllMocks();
  });
});

describe('login modal', () => {
  it('logs in, closes and leaves the shopper on the page', async () => {
    const { router } = await renderApp('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    act(() => useModalStore.getState().openLoginModal());
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(await within(dialog).findByRole('link', { name: 'Register here' })).toHaveAttribute(
      'href',
      `/en/auth/_signup?returnTo=${encodeURIComponent('/en/shippingcosts')}`,
    );
    await fillIn('anna@example.nl', DEMO_PASSWORD);
    await waitFor(() => expect(useModalStore.getState().loginModalOpen).toBe(false));
    expect(useSessionStore.getState().status).toBe('present');
    expect(router.state.location.pathname).toBe('/en/shippingcosts');
  });
});
