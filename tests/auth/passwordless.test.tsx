/**
 * Passwordless login (typed code and magic link) with the real supertokens-auth-react SDK, loaded
 * by the shop itself, against the demo FDI under msw. Codes and links come from the demo mailbox.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers/app-providers';
import { createQueryClient } from '@/app/providers/query-client';
import { createRoutes } from '@/app/router/routes';
import { prepareClientState } from '@/app/startup/prepare-client-state';
import { loadAuthSdk } from '@/features/account/session/auth-sdk';
import { useSessionStore } from '@/features/account/session/session-store';
import { useCartStore } from '@/shared/cart/cart-store';
import { loadMessages } from '@/features/locale/lib/load-messages';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import { useModalStore } from '@/shared/ui/modal-store';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { resetStore } from '../../demo-api/db/store';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { clearBrowserState, lastMailTo, mailsTo } from './sdk-harness';

const ATTEMPT_KEY = 'supertokens-passwordless-loginAttemptInfo';
const LOGIN_URL = '/en/auth/login?returnTo=%2Fen%2Fdashboard%2Forders';

/** Every call to the auth service, e.g. to count how often a magic link was consumed. */
const authCalls: string[] = [];
const calls = (path: string) => authCalls.filter((call) => call === `POST ${path}`).length;

beforeEach(() => {
  clearBrowserState();
  // The demo mailbox prints every mail; keep the output readable (and free of addresses).
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/auth/')) authCalls.push(`${request.method} ${path}`);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  authCalls.length = 0;
  useModalStore.setState({ loginModalOpen: false });
  vi.useRealTimers();
  clearBrowserState();
});

/**
 * The whole shop inside <StrictMode>, as main.tsx renders it (renderApp does not): effects run
 * twice. Browser storage is kept, as when a mailed link is opened in the browser that asked for it.
 */
async function renderStrict(url: string) {
  useToastStore.getState().clear();
  useSessionStore.setState({ status: 'unknown', userId: null });
  useI18nStore.getState().setMessages('en', await loadMessages('en'));
  prepareClientState();
  // The SDK reads the link code, preAuthSessionId and tenantId from the page's own address.
  window.history.replaceState(null, '', url);
  const queryClient = createQueryClient({ retry: 0 });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  const view = render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...view, router };
}

/** From the password form to the code screen, as the shopper does it. */
async function requestCode(email: string) {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Email me a login link or code instead' }),
  );
  const heading = await screen.findByRole('heading', { name: 'Log in without a password' });
  expect(heading).toHaveFocus();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send me a login link' }));
  expect(
    await screen.findByRole('heading', { name: 'Check your email' }, { timeout: 10_000 }),
  ).toHaveFocus();
  return user;
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('Code from the email');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const mailedCode = async (email: string) => (await lastMailTo(email)).code ?? '';
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

// The auth SDK loads on first use, and the 2-core CI machine is shared: room beyond the 5 s default.
describe('passwordless login by typed code', { timeout: 20_000 }, () => {
  it('logs in with the mailed code and goes on to returnTo', async () => {
    const { router } = await renderApp(LOGIN_URL);
    await requestCode('anna@example.nl');
    expect(screen.getByText(/We have sent a login link and a code to/)).toHaveTextContent(
      'anna@example.nl',
    );
    // The SDK's attempt info, plus what the shop's screens need after a reload.
    expect(JSON.parse(localStorage.getItem(ATTEMPT_KEY) ?? '{}')).toMatchObject({
      version: 1,
      deviceId: expect.any(String),
      preAuthSessionId: expect.any(String),
      flowType: 'USER_INPUT_CODE_AND_MAGIC_LINK',
      contactInfo: 'anna@example.nl',
      redirectToPath: '/en/dashboard/orders',
    });

    await typeCode(await mailedCode('anna@example.nl'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/dashboard/orders'));
    expect(useSessionStore.getState()).toMatchObject({ status: 'present', userId: 'user-anna' });
    expect(localStorage.getItem(ATTEMPT_KEY)).toBeNull();
  });

  it('counts a wrong code down, then accepts the right one', async () => {
    const { router } = await renderApp('/en/auth/login');
    await requestCode('anna@example.nl');
    const code = await mailedCode('anna@example.nl');
    await typeCode(wrongCode(code));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('This code is not correct. You have 4 more attempts.');
    expect(screen.getByLabelText('Code from the email')).toHaveFocus();

    await typeCode(code);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(useSessionStore.getState().status).toBe('present');
  });

  it('goes on when the browser was logged in elsewhere (the link in another tab) and the shopper comes back', async () => {
    const { router } = await renderApp(LOGIN_URL);
    await requestCode('anna@example.nl');
    // Another tab of this browser logs in; this one hears nothing of it until it is shown again.
    const { EmailPassword } = await loadAuthSdk();
    await EmailPassword.signIn({
      formFields: [
        { id: 'email', value: 'anna@example.nl' },
        { id: 'password', value: 'Demo!2345' },
      ],
    });
    expect(useSessionStore.getState().status).not.toBe('present');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/dashboard/orders'));
    expect(useSessionStore.getState()).toMatchObject({ status: 'present', userId: 'user-anna' });
  });

  it('checks that a code was typed before calling the auth service', async () => {
    await renderApp('/en/auth/login');
    await requestCode('anna@example.nl');
    authCalls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Code from the email')).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    expect(calls('/auth/signinup/code/consume')).toBe(0);
  });

  it('resends the code and says so; the new code logs in', async () => {
    await renderApp('/en/auth/login');
    const user = await requestCode('anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'A new code has been sent.',
    );
    expect(await mailsTo('anna@example.nl')).toHaveLength(2);
    expect(calls('/auth/signinup/code/resend')).toBe(1);

    await typeCode(await mailedCode('anna@example.nl'));
    await waitFor(() => expect(useSessionStore.getState().status).toBe('present'));
  });

  it('comes back to the code screen after a reload, also in the login modal', async () => {
    const first = await renderApp('/en/auth/login');
    await requestCode('anna@example.nl');
    first.unmount();

    // The reloaded page: same browser storage, StrictMode as in main.tsx.
    const reloaded = await renderStrict('/en/auth/login');
    expect(
      await screen.findByRole('heading', { name: 'Check your email' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We have sent a login link and a code to/)).toHaveTextContent(
      'anna@example.nl',
    );
    reloaded.unmount();

    // The login modal on another page picks the attempt up as well, and closes after the login.
    const { router } = await renderStrict('/en/shippingcosts');
    await screen.findByRole('heading', { level: 1 });
    act(() => useModalStore.getState().openLoginModal());
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Check your email' }),
    ).toBeInTheDocument();
    await typeCode(await mailedCode('anna@example.nl'));
    await waitFor(() => expect(useModalStore.getState().loginModalOpen).toBe(false));
    expect(useSessionStore.getState().status).toBe('present');
    expect(router.state.location.pathname).toBe('/en/shippingcosts');
  });

  it('starts over with another address, and can go back to the password', async () => {
    await renderApp('/en/auth/login');
    const user = await requestCode('anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
    expect(await screen.findByRole('heading', { name: 'Log in without a password' })).toHaveFocus();
    await waitFor(() => expect(localStorage.getItem(ATTEMPT_KEY)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Log in with my password instead' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Email me a login link or code instead' }),
    ).toHaveFocus();
  });

  it('says an expired code has expired', async () => {
    await renderApp('/en/auth/login');
    await requestCode('anna@example.nl');
    // Codes live 15 minutes (docs/auth-protocol.md §4): jump past that, with timers still running.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    await typeCode(await mailedCode('anna@example.nl'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code has expired. Send yourself a new code and enter that one.',
    );
  });

  it('starts again when the attempt has ended (RESTART_FLOW_ERROR)', async () => {
    await renderApp('/en/auth/login');
    await requestCode('anna@example.nl');
    const code = await mailedCode('anna@example.nl');
    resetStore(); // the auth service forgot the attempt
    await typeCode(code);
    expect(await screen.findByRole('heading', { name: 'Log in without a password' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('This login attempt has ended');
    expect(screen.getByLabelText('Email address')).toHaveValue('anna@example.nl');
    expect(localStorage.getItem(ATTEMPT_KEY)).toBeNull();
  });

  it('starts again after the last wrong attempt', async () => {
    await renderApp('/en/auth/login');
    await requestCode('anna@example.nl');
    const wrong = wrongCode(await mailedCode('anna@example.nl'));
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await typeCode(wrong);
      await waitFor(() => expect(calls('/auth/signinup/code/consume')).toBe(attempt));
    }
    expect(screen.getByRole('alert')).toHaveTextContent('You have 1 more attempt.');
    await typeCode(wrong);
    expect(await screen.findByRole('heading', { name: 'Log in without a password' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This login attempt has ended');
  });

  it('starts again when a resend finds the attempt ended', async () => {
    await renderApp('/en/auth/login');
    const user = await requestCode('anna@example.nl');
    resetStore();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No new code could be sent because this login attempt has ended.',
    );
    expect(screen.getByRole('heading', { name: 'Log in without a password' })).toBeVisible();
  });

  it('says when this account may not log in this way (SIGN_IN_UP_NOT_ALLOWED)', async () => {
    server.use(
      http.post('*/auth/signinup/code/consume', () =>
        HttpResponse.json({ status: 'SIGN_IN_UP_NOT_ALLOWED', reason: 'Not allowed' }),
      ),
    );
    await renderApp('/en/auth/login');
    await requestCode('anna@example.nl');
    await typeCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Logging in with an email link or code is not possible for this account.',
    );
    expect(useSessionStore.getState().status).toBe('absent');
  });

  it('says something went wrong when the auth service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/en/auth/login');
    await requestCode('anna@example.nl');
    server.use(
      http.post('*/auth/signinup/code/consume', () => new HttpResponse(null, { status: 500 })),
    );
    await typeCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Something went wrong.');

    server.use(http.post('*/auth/signinup/code', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
    // Starting over keeps the address typed last, ready to correct.
    expect(await screen.findByLabelText('Email address')).toHaveValue('anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Send me a login link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email could not be sent');
    expect(alert).toHaveTextContent('Oops! Something went wrong.');
  });
});

describe('passwordless login by magic link', { timeout: 20_000 }, () => {
  it('consumes the link once under StrictMode and goes on to where the attempt started', async () => {
    const first = await renderApp(LOGIN_URL);
    await requestCode('jan@cleanpro.example.nl');
    first.unmount();
    const { link } = await lastMailTo('jan@cleanpro.example.nl');
    authCalls.length = 0;

    const { router } = await renderStrict(link);
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
        'One moment, we are logging you in…',
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/dashboard/orders'), {
      timeout: 10_000,
    });
    expect(calls('/auth/signinup/code/consume')).toBe(1);
    expect(useSessionStore.getState()).toMatchObject({ status: 'present', userId: 'user-jan' });
    expect(await screen.findByText('You are logged in.')).toBeInTheDocument();
    // The link code left the address (and the history entry).
    expect(router.state.location.hash).toBe('');
    expect(localStorage.getItem(ATTEMPT_KEY)).toBeNull();
  });

  it("brings the cart the mail was asked with into the link's own tab, never over a tab's own cart", async () => {
    const line = { productId: 'p-a', amount: 2, dateAdded: '2026-11-29T08:00:00.000Z' };
    const own = { productId: 'p-b', amount: 1, dateAdded: '2026-11-29T09:00:00.000Z' };
    const ask = async () => {
      const first = await renderApp(LOGIN_URL);
      useCartStore.setState({ items: [line] });
      await requestCode('anna@example.nl');
      first.unmount();
      return (await lastMailTo('anna@example.nl')).link;
    };
    // A mail client opens the link in a new tab: its session storage holds no cart.
    const link = await ask();
    sessionStorage.clear();
    useCartStore.setState({ items: [] });
    const { router, unmount } = await renderStrict(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/dashboard/orders'), {
      timeout: 10_000,
    });
    expect(useCartStore.getState().items).toEqual([line]);
    unmount();

    // A tab with a cart of its own keeps it.
    clearBrowserState();
    const second = await ask();
    sessionStorage.setItem('shop-cart', JSON.stringify({ state: { items: [own] }, version: 2 }));
    useCartStore.setState({ items: [own] });
    const again = await renderStrict(second);
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/en/dashboard/orders'), {
      timeout: 10_000,
    });
    expect(useCartStore.getState().items).toEqual([own]);
  });

  it('logs in from another browser and goes home', async () => {
    await renderApp('/en/auth/login');
    await requestCode('anna@example.nl');
    const { link } = await lastMailTo('anna@example.nl');
    clearBrowserState();
    const { router } = await renderStrict(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'), { timeout: 10_000 });
    expect(useSessionStore.getState().userId).toBe('user-anna');
  });

  it('says a used link no longer works, and offers a new one right there', async () => {
    await renderApp('/en/auth/login');
    await requestCode('anna@example.nl');
    const { link } = await lastMailTo('anna@example.nl');
    const used = await renderStrict(link);
    await waitFor(() => expect(used.router.state.location.pathname).toBe('/en'), {
      timeout: 10_000,
    });
    used.unmount();
    clearBrowserState();
    authCalls.length = 0;

    const again = await renderStrict(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login failed' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This login link has expired or has already been used.',
    );
    expect(calls('/auth/signinup/code/consume')).toBe(1);
    expect(useSessionStore.getState().status).toBe('absent');
    expect(screen.getByRole('link', { name: 'Log in with your password' })).toHaveAttribute(
      'href',
      '/en/auth/login',
    );

    // A new link and code, requested on the spot; the typed code logs in and goes home.
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Request a new login link' })).toBeVisible();
    await user.type(screen.getByLabelText('Email address'), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Send me a login link' }));
    await screen.findByRole('heading', { name: 'Check your email' }, { timeout: 10_000 });
    await typeCode(await mailedCode('anna@example.nl'));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/en'));
    expect(useSessionStore.getState().status).toBe('present');
  });

  it('says an incomplete link is incomplete, without calling the auth service', async () => {
    await renderStrict('/en/auth/_magic-link?preAuthSessionId=abc&tenantId=public');
    expect(await screen.findByRole('alert')).toHaveTextContent('This login link is incomplete.');
    expect(calls('/auth/signinup/code/consume')).toBe(0);
  });
});
