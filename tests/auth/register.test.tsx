/**
 * The registration screens with the real supertokens-auth-react SDK (loaded by the shop itself
 * through loadAuthSdk) against the demo FDI under msw: the type choice, the three forms, and every
 * outcome of the sign-up (requirements §9.2, §11.1).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/account/session/session-store';
import type { UserData } from '@/shared/api/contract/account';
import { companies } from '../../demo-api/db/users';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { clearBrowserState, STRONG_PASSWORD } from './sdk-harness';

/** The form fields of every sign-up request, to prove what the forms send (and that they don't). */
const signUps: Record<string, string>[] = [];

beforeEach(() => {
  clearBrowserState();
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/auth/signup'))
      return;
    void request
      .clone()
      .json()
      .then((body: { formFields: { id: string; value: string }[] }) => {
        signUps.push(Object.fromEntries(body.formFields.map((f) => [f.id, f.value])));
      });
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  signUps.length = 0;
  clearBrowserState();
});

type User = ReturnType<typeof userEvent.setup>;
/** No pause between key strokes: these forms are long and the machines are shared. */
const setUpUser = (): User => userEvent.setup({ delay: null });

/** A whole sign-up with the real SDK takes a few seconds on a busy 2-core machine. */
const slow = { timeout: 30_000 };
/** The lazy route, the SDK and the demo FDI: more than the default wait under load. */
const patient = { timeout: 10_000 };

/** The logged-in user as the shop's API sees them (the SDK adds the bearer token). */
async function currentUser(): Promise<UserData> {
  const response = await fetch(`${window.location.origin}/api/user/data`);
  expect(response.status).toBe(200);
  return (await response.json()) as UserData;
}

async function fillLoginData(user: User, email: string, repeat = STRONG_PASSWORD) {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
  await user.type(screen.getByLabelText('Password again'), repeat);
}

async function fillPersonal(user: User, email: string, repeat?: string) {
  await user.click(await screen.findByRole('radio', { name: 'Ms' }, patient));
  await user.type(screen.getByLabelText('First name'), 'Fleur');
  await user.type(screen.getByLabelText('Last name'), 'van Dijk');
  await fillLoginData(user, email, repeat);
}

/** The company part; `number` goes in the field the country asks for (KvK in NL, else VAT). */
async function fillCompany(user: User, company: { country?: string; number?: string }) {
  await user.type(await screen.findByLabelText('Company name', {}, patient), 'Schoon & Co');
  if (company.country)
    await user.selectOptions(screen.getByLabelText('Country of registration'), company.country);
  const label =
    company.country && company.country !== 'Netherlands' ? 'VAT number (optional)' : /KvK number/;
  if (company.number) await user.type(screen.getByLabelText(label), company.number);
  await user.type(screen.getByLabelText("Contact person's first name"), 'Bram');
  await user.type(screen.getByLabelText("Contact person's last name"), 'Kok');
}

const finish = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Finish registration' }));

/** Waits until the guest-only guard has sent the new user home. */
async function expectRegistered(router: { state: { location: { pathname: string } } }) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/en'), patient);
  expect(useSessionStore.getState().status).toBe('present');
  expect(document.cookie).toMatch(/sFrontToken=/);
}

describe('step 1: the type choice', slow, () => {
  it('asks for a choice, then goes on to the matching form', async () => {
    const user = setUpUser();
    const { router } = await renderApp('/en/auth/_signup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an account' }, patient),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Registering takes just 2 minutes.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: "Join my company's existing account" }),
    ).toHaveAttribute('href', '/en/auth/register-company-id');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const personal = screen.getByRole('radio', { name: 'For myself' });
    expect(personal).toHaveAccessibleDescription(/This field is required/);
    expect(personal).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'For my company' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/en/auth/register-company'),
      patient,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register for my company' }, patient),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
  });
});

describe('coming from another page', slow, () => {
  it('carries returnTo through the choice and the form, and goes back there after sign-up', async () => {
    const user = setUpUser();
    const returnTo = encodeURIComponent('/en/dashboard/favorites');
    const { router } = await renderApp(`/en/auth/_signup?returnTo=${returnTo}`);
    await screen.findByRole('heading', { level: 1, name: 'Create an account' }, patient);
    expect(
      screen.getByRole('link', { name: "Join my company's existing account" }),
    ).toHaveAttribute('href', `/en/auth/register-company-id?returnTo=${returnTo}`);
    await user.click(screen.getByRole('radio', { name: 'For myself' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(
      () => expect(router.state.location.search).toBe(`?returnTo=${returnTo}`),
      patient,
    );
    await screen.findByRole('heading', { level: 1, name: 'Register for myself' }, patient);
    await fillPersonal(user, `return-${Date.now()}@example.nl`);
    await finish(user);
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/en/dashboard/favorites'),
      patient,
    );
  });

  it('the login form sends a new customer to registration with the same returnTo', async () => {
    const returnTo = encodeURIComponent('/en/dashboard/checkout');
    await renderApp(`/en/auth/login?returnTo=${returnTo}`);
    expect(await screen.findByRole('link', { name: 'Register here' }, patient)).toHaveAttribute(
      'href',
      `/en/auth/_signup?returnTo=${returnTo}`,
    );
  });
});

describe('registering for myself', slow, () => {
  it('signs up a private buyer with salutation and names, once, and logs them in', async () => {
    const user = setUpUser();
    // Holds the sign-up until the test lets it through, to see the form while it runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post('*/auth/signup', () => held.then(() => undefined)));
    const { router } = await renderApp('/en/auth/register-personal');
    await fillPersonal(user, 'fleur@example.nl');
    await finish(user);

    const busy = await screen.findByRole('button', { name: 'Creating your account…' }, patient);
    expect(busy).toBeDisabled();
    await user.click(busy);
    release();
    await expectRegistered(router);

    expect(signUps).toEqual([
      {
        email: 'fleur@example.nl',
        password: STRONG_PASSWORD,
        accountType: 'personal',
        salutation: 'female',
        firstname: 'Fleur',
        lastname: 'van Dijk',
      },
    ]);
    expect(await currentUser()).toMatchObject({
      email: 'fleur@example.nl',
      accountType: 'personal',
      salutation: 'female',
      company: null,
    });
    expect(
      await screen.findByText('Your account has been created and you are logged in.'),
    ).toBeInTheDocument();
  });

  it('says an account with that e-mail exists, with the way to log in or reset', async () => {
    const user = setUpUser();
    const { router } = await renderApp('/en/auth/register-personal');
    await fillPersonal(user, 'anna@example.nl');
    await finish(user);

    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('Registration failed');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/auth/login',
    );
    expect(within(alert).getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/en/auth/password-forgot',
    );
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription('An account with this email address already exists');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(router.state.location.pathname).toBe('/en/auth/register-personal');
    expect(useSessionStore.getState().status).toBe('absent');
  });

  it('says the e-mail is taken as the shopper leaves the field, before any sign-up', async () => {
    const user = setUpUser();
    await renderApp('/en/auth/register-personal');
    const email = await screen.findByLabelText('Email address', {}, patient);
    await user.type(email, 'anna@example.nl');
    await user.tab();

    await waitFor(
      () =>
        expect(email).toHaveAccessibleDescription(
          'An account with this email address already exists',
        ),
      patient,
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(signUps).toHaveLength(0);

    // Another, free address: the complaint goes as the shopper leaves the field again.
    await user.clear(email);
    await user.type(email, 'new.buyer@example.nl');
    await user.tab();
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid', 'true'), patient);
  });

  it('checks the fields of requirements §10.1 before calling the auth service', async () => {
    const user = setUpUser();
    await renderApp('/en/auth/register-personal');
    await screen.findByLabelText('First name', {}, patient);
    await finish(user);
    for (const label of ['First name', 'Last name', 'Email address', 'Password', 'Password again'])
      await waitFor(() =>
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
          expect.stringContaining('This field is required'),
        ),
      );
    // The first field in error as the page shows them (the e-mail field, registered first by its
    // own check, had taken the focus).
    expect(screen.getByLabelText('First name')).toHaveFocus();

    await user.type(screen.getByLabelText('Email address'), 'fleur@');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await finish(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        'This is not a valid email address',
      ),
    );
    // Every rule a password breaks is said at once, each in its own words.
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        expect.stringMatching(
          /Too short: at least 8\s+Use at least 1 uppercase letter\s+Use at least 1 digit\s+Use at least 1 special character$/,
        ),
      ),
    );
    // Each password rule has its own message; the field says what is missing first.
    const password = screen.getByLabelText('Password');
    for (const [typed, rule] of [
      ['abc', 'Too short: at least 8'],
      ['abcdefgh', 'Use at least 1 uppercase letter'],
      ['ABCDEFGH', 'Use at least 1 lowercase letter'],
      ['Abcdefgh', 'Use at least 1 digit'],
      ['Abcdefg1', 'Use at least 1 special character'],
    ]) {
      await user.clear(password);
      await user.type(password, typed!);
      await waitFor(() =>
        expect(password).toHaveAccessibleDescription(expect.stringContaining(rule!)),
      );
    }
    expect(signUps).toEqual([]);
  });

  it('says when the passwords entered twice differ', async () => {
    const user = setUpUser();
    await renderApp('/en/auth/register-personal');
    await fillPersonal(user, 'fleur@example.nl', 'Sterk!Wachtw00rt');
    await finish(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Password again')).toHaveAccessibleDescription(
        'The passwords do not match',
      ),
    );
    expect(signUps).toEqual([]);
  });

  it('says "Oops! Something went wrong." when the auth service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/auth/signup', () => new HttpResponse(null, { status: 500 })));
    const user = setUpUser();
    await renderApp('/en/auth/register-personal');
    await fillPersonal(user, 'fleur@example.nl');
    await finish(user);
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent('Oops! Something went wrong.');
    expect(useSessionStore.getState().status).toBe('absent');
    expect(screen.getByRole('button', { name: 'Finish registration' })).toBeEnabled();
  });

  it('says so when the auth service does not allow the sign-up', async () => {
    server.use(
      http.post('*/auth/signup', () =>
        HttpResponse.json({ status: 'SIGN_UP_NOT_ALLOWED', reason: 'Not allowed (ERR_CODE_007)' }),
      ),
    );
    const user = setUpUser();
    await renderApp('/en/auth/register-personal');
    await fillPersonal(user, 'fleur@example.nl');
    await finish(user);
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent(
      'Registering is not possible at the moment. Please contact us.',
    );
    expect(useSessionStore.getState().status).toBe('absent');
  });
});

describe('registering for my company', slow, () => {
  it('signs up a Dutch company with its KvK number as a business user', async () => {
    const user = setUpUser();
    const { router } = await renderApp('/en/auth/register-company');
    await fillCompany(user, { number: '1357 2468' });
    await fillLoginData(user, 'bram@schoon.example.nl');
    await finish(user);
    await expectRegistered(router);

    expect(signUps).toEqual([
      {
        email: 'bram@schoon.example.nl',
        password: STRONG_PASSWORD,
        accountType: 'business',
        companyName: 'Schoon & Co',
        country: 'NL',
        kvkNumber: '13572468',
        contactFirstname: 'Bram',
        contactLastname: 'Kok',
        firstname: 'Bram',
        lastname: 'Kok',
      },
    ]);
    expect(await currentUser()).toMatchObject({
      accountType: 'business',
      company: { companyName: 'Schoon & Co', kvkNumber: '13572468', country: 'NL' },
    });
  });

  it('signs up a Belgian company with its VAT number', async () => {
    const user = setUpUser();
    const { router } = await renderApp('/en/auth/register-company');
    await fillCompany(user, { country: 'Belgium', number: 'be 0987.654.321' });
    expect(screen.queryByLabelText(/KvK number/)).not.toBeInTheDocument();
    await fillLoginData(user, 'bram@schoon.example.be');
    await finish(user);
    await expectRegistered(router);

    expect(signUps[0]).toMatchObject({ country: 'BE', vatNumber: 'BE0987654321' });
    expect(signUps[0]).not.toHaveProperty('kvkNumber');
    expect(await currentUser()).toMatchObject({
      accountType: 'business',
      company: { vatNumber: 'BE0987654321', kvkNumber: null, country: 'BE' },
    });
  });

  it('shows an invalid KvK or VAT number before any network call', async () => {
    const user = setUpUser();
    await renderApp('/en/auth/register-company');
    await fillCompany(user, { number: '1234567' });
    await fillLoginData(user, 'bram@schoon.example.nl');
    await finish(user);
    const kvk = screen.getByLabelText(/KvK number/);
    await waitFor(() =>
      expect(kvk).toHaveAccessibleDescription(
        expect.stringContaining('A KvK number has exactly 8 digits'),
      ),
    );

    // Another country asks for its own numbers: no KvK number in Germany, a VAT number with DE.
    await user.selectOptions(screen.getByLabelText('Country of registration'), 'Germany');
    expect(screen.queryByLabelText(/KvK number/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('VAT number (optional)'), 'BE0123456789');
    await finish(user);
    await waitFor(() =>
      expect(screen.getByLabelText('VAT number (optional)')).toHaveAccessibleDescription(
        expect.stringContaining(
          'Enter the VAT number with the country code DE, for example DE123456789',
        ),
      ),
    );
    expect(signUps).toEqual([]);
  });

  it("shows the fields the company's country asks for", async () => {
    const user = setUpUser();
    await renderApp('/en/auth/register-company');
    const country = await screen.findByLabelText('Country of registration', {}, patient);
    // The Netherlands: the KvK number, and the VAT number if the company likes.
    expect(screen.getByLabelText(/KvK number/)).toBeInTheDocument();
    expect(screen.getByLabelText('VAT number (optional)')).toHaveAccessibleDescription(
      /NL123456789B01/,
    );
    // Germany: only the optional VAT number, with a German example.
    await user.selectOptions(country, 'Germany');
    expect(screen.queryByLabelText(/KvK number/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('VAT number (optional)')).toHaveAccessibleDescription(
      /DE123456789.*reverse charge/,
    );
    // Switzerland, outside the EU: no number at all.
    await user.selectOptions(country, 'Switzerland');
    expect(screen.queryByLabelText(/KvK number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/VAT number/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/A company outside the EU registers without a VAT number/),
    ).toBeVisible();
  });

  it('signs up a German company without a VAT number as a business', async () => {
    const user = setUpUser();
    const { router } = await renderApp('/en/auth/register-company');
    await fillCompany(user, { country: 'Germany' });
    await fillLoginData(user, 'bram@schoon.example.de');
    await finish(user);
    await expectRegistered(router);

    expect(signUps[0]).toMatchObject({ accountType: 'business', country: 'DE' });
    expect(signUps[0]).not.toHaveProperty('vatNumber');
    expect(signUps[0]).not.toHaveProperty('kvkNumber');
    expect(await currentUser()).toMatchObject({
      accountType: 'business',
      company: { companyName: 'Schoon & Co', country: 'DE', vatNumber: null, kvkNumber: null },
    });
  });

  it('signs up a Swiss company with no number, even one typed before choosing Switzerland', async () => {
    const user = setUpUser();
    const { router } = await renderApp('/en/auth/register-company');
    await fillCompany(user, { number: '12345679' });
    await user.selectOptions(screen.getByLabelText('Country of registration'), 'Switzerland');
    await fillLoginData(user, 'bram@schoon.example.ch');
    await finish(user);
    await expectRegistered(router);

    expect(signUps[0]).toMatchObject({ accountType: 'business', country: 'CH' });
    expect(signUps[0]).not.toHaveProperty('vatNumber');
    expect(signUps[0]).not.toHaveProperty('kvkNumber');
    expect((await currentUser()).company).toMatchObject({ country: 'CH', kvkNumber: null });
  });

  it('points to joining when the company already has an account', async () => {
    const user = setUpUser();
    await renderApp('/en/auth/register-company');
    // Dekker Bouw's KvK number (demo data).
    await fillCompany(user, { number: '12345678' });
    await fillLoginData(user, 'bram@schoon.example.nl');
    await finish(user);
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('Registration failed');
    expect(
      within(alert).getByRole('link', { name: "join your company's account" }),
    ).toHaveAttribute('href', '/en/auth/register-company-id');
    expect(screen.getByLabelText(/KvK number/)).toHaveAccessibleDescription(
      expect.stringContaining('This company already has an account'),
    );
  });
});

describe("joining my company's account", slow, () => {
  it('makes a new business user of the company with that join code', async () => {
    const user = setUpUser();
    // Drawn when the demo data is seeded: the colleague who shares it reads it from there.
    const joinCode = companies.byId('company-dekker')?.joinCode ?? '';
    const { router } = await renderApp('/en/auth/register-company-id');
    await user.type(
      await screen.findByLabelText("Your company's join code", {}, patient),
      joinCode,
    );
    await user.type(screen.getByLabelText('First name'), 'Sanne');
    await user.type(screen.getByLabelText('Last name'), 'Dekker');
    await fillLoginData(user, 'sanne@dekker-bouw.example.nl');
    await finish(user);
    await expectRegistered(router);

    expect(signUps[0]).toMatchObject({
      accountType: 'business',
      companyJoinCode: joinCode,
      salutation: 'unspecified',
      firstname: 'Sanne',
    });
    expect(await currentUser()).toMatchObject({
      accountType: 'business',
      company: { companyName: 'Dekker Bouw B.V.', userCount: 2 },
    });
  });

  it('says when no company has the join code', async () => {
    const user = setUpUser();
    await renderApp('/en/auth/register-company-id');
    await user.type(
      await screen.findByLabelText("Your company's join code", {}, patient),
      'NOPE-0000',
    );
    await user.type(screen.getByLabelText('First name'), 'Sanne');
    await user.type(screen.getByLabelText('Last name'), 'Dekker');
    await fillLoginData(user, 'sanne@dekker-bouw.example.nl');
    await finish(user);
    expect(await screen.findByRole('alert', {}, patient)).toHaveTextContent(
      'Please check the marked fields.',
    );
    expect(screen.getByLabelText("Your company's join code")).toHaveAccessibleDescription(
      expect.stringContaining('No company has this join code'),
    );
  });
});
