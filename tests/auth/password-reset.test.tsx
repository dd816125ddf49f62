/**
 * Forgot password and reset password with the real supertokens-auth-react SDK (loaded by the shop
 * itself through loadAuthSdk, once per file) against the demo FDI under msw. The reset link comes
 * from the demo mailbox, as the shopper would open it from the e-mail.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/account/session/session-store';
import { mailbox } from '../../demo-api/db/mailbox';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { RESET_MAILS_PER_ACCOUNT, takeRequest } from '../../demo-api/throttle/request-limits';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { clearBrowserState, lastMailTo, STRONG_PASSWORD } from './sdk-harness';

const SENT = 'An email has been sent to the provided email address.';

/** Every call to the auth service, to prove client-side validation stops before the network. */
const authCalls: string[] = [];
const formCalls = () => authCalls.filter((call) => !call.endsWith('/session/refresh'));

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
  vi.restoreAllMocks();
  clearBrowserState();
});

/** Opens a mailed (or made-up) link: the SDK reads the token from the page's own address. */
async function openLink(link: string) {
  window.history.replaceState(null, '', link);
  return renderApp(link);
}

async function requestResetMail(email: string) {
  const view = await renderApp('/en/auth/password-forgot');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return view;
}

async function submitNewPassword(password: string, repeat = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password$/), password);
  await user.type(screen.getByLabelText('New password again'), repeat);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

// The auth SDK loads on first use, and the 2-core CI machine is shared: room beyond the 5 s default.
describe('forgot password', { timeout: 20_000 }, () => {
  it('mails a reset link and says so', async () => {
    await requestResetMail('anna@example.nl');
    const status = await within(screen.getByRole('main')).findByRole(
      'status',
      {},
      { timeout: 10_000 },
    );
    expect(status).toHaveTextContent(SENT);
    // Focus moves in an effect after the status renders: wait for it rather than race it.
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      '/en/auth/login',
    );
    expect(formCalls()).toEqual(['POST /auth/user/password/reset/token']);
    expect((await lastMailTo('anna@example.nl')).link).toMatch(/^\/en\/password-reset\?token=/);
  });

  it('gives an unknown address the same answer, and mails nothing', async () => {
    await requestResetMail('niemand@example.nl');
    expect(
      await within(screen.getByRole('main')).findByRole('status', {}, { timeout: 10_000 }),
    ).toHaveTextContent(SENT);
    expect(mailbox.list('niemand@example.nl')).toEqual([]);
  });

  it('checks the address before calling the auth service', async () => {
    await renderApp('/en/auth/password-forgot');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email address');
    authCalls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required'));
    await user.type(email, 'anna@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This is not a valid email address'),
    );
    expect(formCalls()).toEqual([]);
  });

  it("shows the server's field error on the field", async () => {
    server.use(
      http.post('*/auth/user/password/reset/token', () =>
        HttpResponse.json({
          status: 'FIELD_ERROR',
          formFields: [{ id: 'email', error: 'Email is invalid' }],
        }),
      ),
    );
    await requestResetMail('anna@example.nl');
    const email = screen.getByLabelText('Email address');
    await waitFor(
      () => expect(email).toHaveAccessibleDescription('This is not a valid email address'),
      { timeout: 10_000 },
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('says something went wrong when the auth service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/auth/user/password/reset/token', () => new HttpResponse(null, { status: 500 })),
    );
    await requestResetMail('anna@example.nl');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The email could not be sent');
    expect(alert).toHaveTextContent('Oops! Something went wrong.');
  });

  it('says so when too many mails were asked for the address, and mails no more', async () => {
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT.max; i += 1)
      takeRequest([{ limit: RESET_MAILS_PER_ACCOUNT, key: 'anna@example.nl' }]);
    await requestResetMail('anna@example.nl');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Too many e-mails were requested for this address.');
    expect(mailbox.list('anna@example.nl')).toHaveLength(0);
  });
});

describe('reset password', { timeout: 20_000 }, () => {
  it('sets the new password from the mailed link; the new password logs in', async () => {
    const errors = vi.spyOn(console, 'error');
    const forgot = await requestResetMail('anna@example.nl');
    await within(screen.getByRole('main')).findByRole('status', {}, { timeout: 10_000 });
    forgot.unmount();
    const { link } = await lastMailTo('anna@example.nl');
    const token = new URLSearchParams(link.split('?')[1]).get('token') ?? '';

    const { router, unmount } = await openLink(link);
    await submitNewPassword(STRONG_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/login'), {
      timeout: 10_000,
    });
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(formCalls()).toContain('POST /auth/user/password/reset');
    // The token stays out of the shop's own output.
    for (const call of errors.mock.calls) expect(JSON.stringify(call)).not.toContain(token);
    unmount();

    clearBrowserState();
    const login = await renderApp('/en/auth/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'anna@example.nl');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Login failed',
    );
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(login.router.state.location.pathname).toBe('/en'));
    expect(useSessionStore.getState().status).toBe('present');
  });

  it('says "Password reset failed" for an unknown or used link, with the way to a new one', async () => {
    await openLink('/en/password-reset?token=not-a-real-token&tenantId=public');
    await submitNewPassword(STRONG_PASSWORD);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Password reset failed');
    expect(alert).toHaveTextContent('This link is invalid or has already been used.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/en/auth/password-forgot',
    );
    expect(screen.queryByLabelText(/^New password$/)).not.toBeInTheDocument();
  });

  it('says the link is invalid at once when it has no token', async () => {
    await openLink('/en/password-reset');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset failed');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid');
    expect(screen.queryByRole('button', { name: 'Save new password' })).not.toBeInTheDocument();
    expect(formCalls()).toEqual([]);
  });

  it('checks the password rules and the repeat before calling the auth service', async () => {
    await openLink('/en/password-reset?token=some-token&tenantId=public');
    const password = await screen.findByLabelText(/^New password$/);
    const repeat = screen.getByLabelText('New password again');
    authCalls.length = 0;
    await submitNewPassword('abc', 'abd');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('Too short: at least 8'),
      ),
    );
    expect(repeat).toHaveAccessibleDescription('The passwords do not match');

    const user = userEvent.setup();
    for (const [typed, message] of [
      ['abcdefgh', 'Use at least 1 uppercase letter'],
      ['ABCDEFGH', 'Use at least 1 lowercase letter'],
      ['Abcdefgh', 'Use at least 1 digit'],
      ['Abcdefg1', 'Use at least 1 special character'],
    ] as const) {
      await user.clear(password);
      await user.type(password, typed);
      await user.click(screen.getByRole('button', { name: 'Save new password' }));
      await waitFor(() =>
        expect(password).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
    }
    await user.clear(password);
    await user.type(password, 'Nieuw!2345');
    await user.clear(repeat);
    await user.type(repeat, 'Nieuw!2346');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(repeat).toHaveAccessibleDescription('The passwords do not match'));
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(formCalls()).toEqual([]);
  });

  it("shows the server's field error on the password field", async () => {
    server.use(
      http.post('*/auth/user/password/reset', () =>
        HttpResponse.json({
          status: 'FIELD_ERROR',
          formFields: [{ id: 'password', error: 'Password must contain at least 8 characters' }],
        }),
      ),
    );
    await openLink('/en/password-reset?token=some-token&tenantId=public');
    await submitNewPassword(STRONG_PASSWORD);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Password reset failed');
    expect(alert).toHaveTextContent('Please check the marked fields.');
    const password = screen.getByLabelText(/^New password$/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('This field is invalid'));
  });

  it('says "Password reset failed" when the auth service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/auth/user/password/reset', () => new HttpResponse(null, { status: 500 })),
    );
    await openLink('/en/password-reset?token=some-token&tenantId=public');
    await submitNewPassword(STRONG_PASSWORD);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Password reset failed');
    expect(alert).toHaveTextContent('Oops! Something went wrong.');
    // The form stays: the link may still work once the service is back.
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeEnabled();
  });
});
