/**
 * The profile and contact pages with the real SDK: a real login through the login page (the
 * guard sends a guest there and back), then the pages against the demo API under msw.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAuthSdk } from '@/features/account/session/auth-sdk';
import { addresses } from '../../demo-api/db/addresses';
import { companies, DEMO_PASSWORD } from '../../demo-api/db/users';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { clearBrowserState, STRONG_PASSWORD } from './sdk-harness';

// Each test logs in through the real SDK and the login page first; on a busy 2-core machine that
// alone can take a few seconds.
vi.setConfig({ testTimeout: 20_000 });

const ANNA = 'anna@example.nl';
const DEKKER = 'inkoop@dekker-bouw.example.nl';

/** The account calls that change something, with their JSON bodies: what was sent (and what not). */
const apiCalls: { call: string; body: unknown }[] = [];

beforeEach(() => {
  clearBrowserState();
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/api/user/') || request.method === 'GET') return;
    const call = `${request.method} ${pathname}`;
    void request
      .clone()
      .json()
      .catch(() => null)
      .then((body: unknown) => apiCalls.push({ call, body }));
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  apiCalls.length = 0;
  clearBrowserState();
});

/** Opens a dashboard page as a guest, logs in on the login page it leads to, and lands back. */
async function openLoggedIn(path: string, email: string, heading: string) {
  const view = await renderApp(path);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...view, user };
}

const openProfile = (email = ANNA) =>
  openLoggedIn('/en/dashboard/profile', email, 'Account details');
const section = (name: string) => screen.findByRole('region', { name });
const toast = (tone: 'alert' | 'status', text: string) =>
  waitFor(() => {
    const found = screen
      .getAllByTestId('toast')
      .find((t) => t.getAttribute('role') === tone && t.textContent?.includes(text));
    expect(found).toBeDefined();
  });

async function fillPasswords(user: UserEvent, current: string, next: string, again: string) {
  const form = await section('Change password');
  await user.type(within(form).getByLabelText('Current password'), current);
  await user.type(within(form).getByLabelText('New password'), next);
  await user.type(within(form).getByLabelText('New password again'), again);
  await user.click(within(form).getByRole('button', { name: 'Save new password' }));
  return form;
}

describe('profile page', () => {
  it("shows the user's profile: salutation, names and the e-mail address (read only)", async () => {
    await openProfile();
    const info = await section('Profile information');
    expect(within(info).getByText(ANNA)).toBeInTheDocument();
    expect(within(info).queryByRole('textbox', { name: 'Email address' })).toBeNull();
    expect(await within(info).findByLabelText('First name')).toHaveValue('Anna');
    expect(within(info).getByLabelText('Last name')).toHaveValue('Jansen');
    expect(within(info).getByRole('radio', { name: 'Ms' })).toBeChecked();
    // A private account has no company card.
    expect(screen.queryByRole('region', { name: 'Company details' })).toBeNull();
  });

  it('saves salutation and names: the PUT body is right and the new name is shown', async () => {
    const { user } = await openProfile();
    const info = await section('Profile information');
    await user.click(within(info).getByRole('radio', { name: 'Not specified' }));
    await user.clear(within(info).getByLabelText('First name'));
    await user.type(within(info).getByLabelText('First name'), '  Anne ');
    await user.clear(within(info).getByLabelText('Last name'));
    await user.type(within(info).getByLabelText('Last name'), 'Jansen-Smit');
    await user.click(within(info).getByRole('button', { name: 'Save changes' }));

    await toast('status', 'Details saved');
    expect(apiCalls).toEqual([
      {
        call: 'PUT /api/user/data',
        body: {
          salutation: 'unspecified',
          firstname: 'Anne',
          lastname: 'Jansen-Smit',
          telephone: null,
          data: { country: 'NL' },
        },
      },
    ]);
    expect(within(info).getByLabelText('First name')).toHaveValue('Anne');
    expect(within(info).getByRole('radio', { name: 'Not specified' })).toBeChecked();
  });

  it('shows the saved name on the contact page without reloading the user', async () => {
    const { user, router } = await openProfile();
    const info = await section('Profile information');
    await user.clear(within(info).getByLabelText('Last name'));
    await user.type(within(info).getByLabelText('Last name'), 'de Wit');
    await user.click(within(info).getByRole('button', { name: 'Save changes' }));
    await toast('status', 'Details saved');
    await router.navigate('/en/dashboard/contact');
    const you = await section('Your contact details');
    expect(within(you).getByText('Anna de Wit')).toBeInTheDocument();
  });

  it('edits the telephone number: checked with the address rules, saved, shown on the contact page', async () => {
    const { user, router } = await openProfile();
    const info = await section('Profile information');
    const telephone = within(info).getByLabelText('Telephone number (optional)');
    await user.type(telephone, '06-CALL-ME');
    await user.click(within(info).getByRole('button', { name: 'Save changes' }));
    expect(telephone).toHaveAccessibleDescription(/This field is invalid/);
    expect(apiCalls).toEqual([]);

    await user.clear(telephone);
    await user.type(telephone, '+31 6 5550 1234');
    await user.click(within(info).getByRole('button', { name: 'Save changes' }));
    await toast('status', 'Details saved');
    expect(apiCalls[0]?.body).toMatchObject({ telephone: '+31 6 5550 1234' });
    await router.navigate('/en/dashboard/contact');
    const you = await section('Your contact details');
    expect(within(you).getByText('+31 6 5550 1234')).toBeInTheDocument();
  });

  it('keeps the typed values and shows a red toast when the save fails', async () => {
    server.use(
      http.put('*/api/user/data', () =>
        HttpResponse.json({ message: 'Internal error' }, { status: 500 }),
      ),
    );
    const { user } = await openProfile();
    const info = await section('Profile information');
    await user.clear(within(info).getByLabelText('First name'));
    await user.type(within(info).getByLabelText('First name'), 'Annabel');
    await user.click(within(info).getByRole('button', { name: 'Save changes' }));

    await toast('alert', 'Your details could not be saved');
    expect(within(info).getByLabelText('First name')).toHaveValue('Annabel');
    expect(within(info).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it("shows a 422's field errors on their fields", async () => {
    server.use(
      http.put('*/api/user/data', () =>
        HttpResponse.json(
          {
            message: 'Some fields are invalid',
            code: 'VALIDATION_ERROR',
            fieldErrors: { lastname: 'Too big' },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openProfile();
    const info = await section('Profile information');
    await user.click(within(info).getByRole('button', { name: 'Save changes' }));
    const lastname = within(info).getByLabelText('Last name');
    await waitFor(() => expect(lastname).toHaveAccessibleDescription('This field is invalid'));
    expect(lastname).toHaveAttribute('aria-invalid', 'true');
    await toast('alert', 'Please check the marked fields.');
  });

  it('checks the names before sending: required', async () => {
    const { user } = await openProfile();
    const info = await section('Profile information');
    await user.clear(within(info).getByLabelText('First name'));
    await user.click(within(info).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(info).getByLabelText('First name')).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    expect(apiCalls).toEqual([]);
  });

  it('changes the password: green toast, fields cleared, and the new password logs in', async () => {
    const { user } = await openProfile();
    const form = await fillPasswords(user, DEMO_PASSWORD, STRONG_PASSWORD, STRONG_PASSWORD);
    await toast('status', 'Password changed');
    expect(apiCalls).toEqual([
      {
        call: 'PUT /api/user/password',
        body: { oldPassword: DEMO_PASSWORD, newPassword: STRONG_PASSWORD },
      },
    ]);
    for (const label of ['Current password', 'New password', 'New password again'])
      expect(within(form).getByLabelText(label)).toHaveValue('');

    // Through the auth service (FDI), as the login page would.
    const { EmailPassword } = await loadAuthSdk();
    const signIn = (password: string) =>
      EmailPassword.signIn({
        formFields: [
          { id: 'email', value: ANNA },
          { id: 'password', value: password },
        ],
      });
    expect((await signIn(DEMO_PASSWORD)).status).toBe('WRONG_CREDENTIALS_ERROR');
    expect((await signIn(STRONG_PASSWORD)).status).toBe('OK');
  });

  it('says so on the field when the current password is wrong', async () => {
    const { user } = await openProfile();
    const form = await fillPasswords(user, 'Wrong!2345', STRONG_PASSWORD, STRONG_PASSWORD);
    const current = within(form).getByLabelText('Current password');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('The current password is not correct'),
    );
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    // What was typed stays, so only the wrong field needs retyping.
    expect(within(form).getByLabelText('New password')).toHaveValue(STRONG_PASSWORD);
  });

  it('stops mismatched new passwords and policy breaks before the network', async () => {
    const { user } = await openProfile();
    const form = await fillPasswords(user, DEMO_PASSWORD, STRONG_PASSWORD, `${STRONG_PASSWORD}x`);
    await waitFor(() =>
      expect(within(form).getByLabelText('New password again')).toHaveAccessibleDescription(
        'The passwords do not match',
      ),
    );
    const next = within(form).getByLabelText('New password');
    await user.clear(next);
    await user.type(next, 'lowercase1!');
    await user.click(within(form).getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        'At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character. Use at least 1 uppercase letter',
      ),
    );
    expect(apiCalls).toEqual([]);
  });

  it('shows a business account its company data', async () => {
    await openProfile(DEKKER);
    const company = await section('Company details');
    expect(within(company).getByText('Dekker Bouw B.V.')).toBeInTheDocument();
    expect(within(company).getByText('Pieter Dekker')).toBeInTheDocument();
    expect(within(company).getByText('Chamber of Commerce (KvK) number')).toBeInTheDocument();
    expect(within(company).getByText('12345678')).toBeInTheDocument();
    expect(within(company).queryByText('VAT number')).toBeNull();
    expect(await within(company).findByText('Netherlands')).toBeInTheDocument();
    expect(within(company).getByText('Number of users').nextSibling).toHaveTextContent('1');
    // The code colleagues join with is shown to the company's own users, to pass on.
    const dekker = companies.all().find((c) => c.id === 'company-dekker');
    expect(within(company).getByText('Join code for colleagues').nextSibling).toHaveTextContent(
      dekker?.joinCode ?? 'a join code',
    );
  });

  it('lets a private buyer join their company from the profile, then shows its data', async () => {
    const cleanPro = companies.all().find((c) => c.id === 'company-cleanpro');
    const { user } = await openProfile();
    const join = await section('Join your company');
    await user.type(
      within(join).getByLabelText("The company's KvK number"),
      cleanPro?.kvkNumber ?? '',
    );
    await user.type(within(join).getByLabelText('Join code'), 'CLEANPRO-2026');
    await user.click(within(join).getByRole('button', { name: 'Join' }));
    expect(await within(join).findByRole('alert')).toHaveTextContent(
      'This KvK number and join code do not belong together',
    );

    const code = within(join).getByLabelText('Join code');
    await user.clear(code);
    await user.type(code, cleanPro?.joinCode ?? '');
    await user.click(within(join).getByRole('button', { name: 'Join' }));
    await toast('status', 'You now order as CleanPro Facility B.V.');
    const company = await section('Company details');
    expect(within(company).getByText('CleanPro Facility B.V.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Join your company' })).toBeNull();
    // The session now says business too (its claims were refreshed).
    const { Session } = await loadAuthSdk();
    expect(await Session.getAccessTokenPayloadSecurely()).toMatchObject({
      accountType: 'business',
    });
  });

  it('offers a retry when the user data does not load', async () => {
    let fail = true;
    server.use(
      http.get('*/api/user/data', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await openProfile();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your details could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Anna');
  });
});

describe('contact page', () => {
  it('shows name, e-mail, telephone and the main (default-delivery) address', async () => {
    // Huizen is the second address; flagged default it is the main one.
    const huizen = addresses.find('company:company-dekker', 'addr-dekker-huizen');
    if (!huizen) throw new Error('seed changed');
    addresses.update('company:company-dekker', huizen.id, { ...huizen, isDefaultDelivery: true });

    await openLoggedIn('/en/dashboard/contact', DEKKER, 'Contact details');
    const you = await section('Your contact details');
    expect(within(you).getByText('Pieter Dekker')).toBeInTheDocument();
    expect(within(you).getByText(DEKKER)).toBeInTheDocument();
    expect(within(you).getByText(huizen.telephone)).toBeInTheDocument();
    expect(within(you).getByRole('link', { name: 'Change your details' })).toHaveAttribute(
      'href',
      '/en/dashboard/profile#profile-info',
    );
    const main = await section('Main delivery address');
    expect(main).toHaveTextContent(`${huizen.postalcode} ${huizen.city}`);
    expect(main).not.toHaveTextContent('Soest');
    expect(within(main).getByRole('link', { name: 'Manage addresses' })).toHaveAttribute(
      'href',
      '/en/dashboard/profile#addresses',
    );
    expect(await section('Company details')).toHaveTextContent('Dekker Bouw B.V.');
    const service = await section('Customer service');
    expect(await within(service).findByText(/service@bagdirect\.example/)).toBeInTheDocument();
  });

  it('says when there is no saved address yet, and shows no company for a private account', async () => {
    addresses.remove('user:user-anna', 'addr-anna-utrecht');
    await openLoggedIn('/en/dashboard/contact', ANNA, 'Contact details');
    const main = await section('Main delivery address');
    expect(main).toHaveTextContent('You have not saved an address yet.');
    expect(within(await section('Your contact details')).queryByText('Telephone')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Company details' })).toBeNull();
  });

  it('offers a retry when the addresses do not load', async () => {
    let fail = true;
    server.use(
      http.get('*/api/addresses', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await openLoggedIn('/en/dashboard/contact', ANNA, 'Contact details');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your contact details could not be loaded');
    // Customer service stays reachable meanwhile.
    expect(await section('Customer service')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await section('Main delivery address')).toHaveTextContent('Utrecht');
  });
});
