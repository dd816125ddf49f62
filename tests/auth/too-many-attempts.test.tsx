/**
 * What the shopper sees when the auth service refuses one more guess (HTTP 429 from the demo FDI,
 * demo-api/throttle): the login, typed-code and join screens say to wait a minute, in the page's
 * language, and nobody is logged in or registered. The limits are used up beforehand through the
 * demo's own counter, as that many failed attempts would; the refusal itself is the real answer.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/account/session/session-store';
import { companies, DEMO_PASSWORD, users } from '../../demo-api/db/users';
import {
  accountAndClientKey,
  checkAttempt,
  CODE_PER_CLIENT,
  JOIN_PER_CLIENT,
  SIGN_IN_PER_ACCOUNT,
} from '../../demo-api/throttle/attempt-limits';
import { UNKNOWN_CLIENT } from '../../demo-api/throttle/client-key';
import type { Limit } from '../../demo-api/throttle/sliding-window';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { clearBrowserState, lastMailTo, STRONG_PASSWORD } from './sdk-harness';

/** Every answer of the auth service, to prove the screens show a real 429. */
const statuses: { path: string; status: number }[] = [];

beforeEach(() => {
  clearBrowserState();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  server.events.on('response:mocked', ({ request, response }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/auth/')) statuses.push({ path, status: response.status });
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  statuses.length = 0;
  clearBrowserState();
});

/** Uses up a limit for the key, as `max` failed attempts within the minute would. */
function useUp(limit: Limit, key: string) {
  for (let i = 0; i < limit.max; i += 1) {
    const attempt = checkAttempt([{ limit, key }]);
    if (!attempt.refused) attempt.count();
  }
}

const refused = (path: string) => statuses.some((s) => s.path === path && s.status === 429);

/** The lazy route, the SDK and the demo FDI: more than the default wait on a busy machine. */
const patient = { timeout: 10_000 };

/** The login form in each language, and what it must say when refused. */
const login = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    failed: 'Inloggen mislukt',
    text: 'Te veel pogingen. Probeer het over een minuut opnieuw.',
  },
  en: {
    email: 'Email address',
    password: 'Password',
    submit: 'Log in',
    failed: 'Login failed',
    text: 'Too many attempts. Try again in a minute.',
  },
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    failed: 'Anmeldung fehlgeschlagen',
    text: 'Zu viele Versuche. Bitte versuchen Sie es in einer Minute erneut.',
  },
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    failed: 'Échec de la connexion',
    text: 'Trop de tentatives. Veuillez réessayer dans une minute.',
  },
} as const;

describe('too many attempts', { timeout: 30_000 }, () => {
  it.each(Object.entries(login))(
    'the login form says to wait a minute, even for the right password (%s)',
    async (lang, t) => {
      useUp(SIGN_IN_PER_ACCOUNT, accountAndClientKey('anna@example.nl', UNKNOWN_CLIENT));
      const user = userEvent.setup();
      const { router } = await renderApp(`/${lang}/auth/login`);
      await user.type(await screen.findByLabelText(t.email, {}, patient), 'anna@example.nl');
      await user.type(screen.getByLabelText(t.password), DEMO_PASSWORD);
      await user.click(screen.getByRole('button', { name: t.submit }));
      const alert = await screen.findByRole('alert', {}, patient);
      expect(alert).toHaveTextContent(t.failed);
      expect(alert).toHaveTextContent(t.text);
      expect(refused('/auth/signin')).toBe(true);
      expect(router.state.location.pathname).toBe(`/${lang}/auth/login`);
      expect(useSessionStore.getState().status).toBe('absent');
    },
  );

  it('the code step says to wait a minute, and keeps the code for later', async () => {
    const user = userEvent.setup();
    await renderApp('/en/auth/login');
    await user.click(
      await screen.findByRole('button', { name: 'Email me a login link or code instead' }, patient),
    );
    await user.type(await screen.findByLabelText('Email address'), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Send me a login link' }));
    await screen.findByRole('heading', { name: 'Check your email' }, patient);
    useUp(CODE_PER_CLIENT, UNKNOWN_CLIENT);

    const { code } = await lastMailTo('anna@example.nl');
    await user.type(screen.getByLabelText('Code from the email'), code ?? '');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Too many attempts. Try again in a minute.');
    expect(refused('/auth/signinup/code/consume')).toBe(true);
    // Still on the code step, with the attempt kept: the code can be typed again after a minute.
    expect(screen.getByLabelText('Code from the email')).toHaveFocus();
    expect(useSessionStore.getState().status).toBe('absent');
  });

  it('the join form says to wait a minute, even for the right join code', async () => {
    const user = userEvent.setup({ delay: null });
    useUp(JOIN_PER_CLIENT, UNKNOWN_CLIENT);
    const count = users.all().length;
    await renderApp('/en/auth/register-company-id');
    await user.type(
      await screen.findByLabelText("Your company's join code", {}, patient),
      companies.byId('company-dekker')?.joinCode ?? '',
    );
    await user.type(screen.getByLabelText('First name'), 'Sanne');
    await user.type(screen.getByLabelText('Last name'), 'Dekker');
    await user.type(screen.getByLabelText('Email address'), 'sanne@dekker-bouw.example.nl');
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Password again'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent('Too many attempts. Try again in a minute.');
    expect(refused('/auth/signup')).toBe(true);
    await waitFor(() => expect(users.all()).toHaveLength(count));
    expect(useSessionStore.getState().status).not.toBe('present');
  });
});
