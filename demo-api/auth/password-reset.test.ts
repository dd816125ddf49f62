import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailbox } from '../db/mailbox';
import { resetStore } from '../db/store';
import { DEMO_PASSWORD } from '../db/users';
import { DEFAULT_SITE_ORIGIN, setSiteOrigin } from './site-origin';
import { bearer, callJson, fields } from './test-client';

/** Every header a client could use to name "its" origin; none may reach the mail. */
const FORGED = {
  origin: 'https://evil.example',
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
  referer: 'https://evil.example/nl/login',
};

const NEW_PASSWORD = 'Nieuw#Wachtw00rd';
const requestReset = (email: string, headers: Record<string, string> = {}) =>
  callJson('/auth/user/password/reset/token', { body: fields({ email }), headers });
const submit = (token: string, password: string) =>
  callJson('/auth/user/password/reset', {
    body: { formFields: [{ id: 'password', value: password }], token, method: 'token' },
  });
const signIn = (password: string) =>
  callJson('/auth/signin', { body: fields({ email: 'anna@example.nl', password }) });

function mailedToken(): string {
  const link = mailbox.list('anna@example.nl').at(-1)?.link ?? '';
  return new URL(link, 'http://shop').searchParams.get('token') ?? '';
}

describe('password reset', () => {
  beforeEach(() => {
    resetStore();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => setSiteOrigin(undefined));

  it('mails a link to the shop page in the request language and prints only the link', async () => {
    expect((await requestReset('anna@example.nl', { 'x-locale': 'de' })).json).toEqual({
      status: 'OK',
    });
    const [mail] = mailbox.list('ANNA@example.nl');
    expect(mail?.link).toMatch(/^\/de\/password-reset\?token=[\w-]+&tenantId=public$/);
    expect(mail?.absoluteLink).toBe(`${DEFAULT_SITE_ORIGIN}${mail?.link}`);
    expect(mail?.text).toContain(mail?.absoluteLink);
    expect(mail).toMatchObject({
      to: 'anna@example.nl',
      subject: 'Neues Passwort festlegen',
      code: null,
    });
    const printed = vi.mocked(console.info).mock.calls.flat().join('\n');
    expect(printed).toContain(mail?.absoluteLink);
    expect(printed).not.toContain(DEMO_PASSWORD);
  });

  it('falls back to Dutch', async () => {
    await requestReset('anna@example.nl', { 'x-locale': 'es' });
    expect(mailbox.list()[0]).toMatchObject({
      subject: 'Stel een nieuw wachtwoord in',
      link: expect.stringMatching(/^\/nl\/password-reset\?/),
    });
  });

  it('links to the configured shop origin, whatever origin the request names', async () => {
    setSiteOrigin('https://shop.example/');
    await requestReset('anna@example.nl', FORGED);
    const [mail] = mailbox.list('anna@example.nl');
    expect(mail?.absoluteLink).toBe(`https://shop.example${mail?.link}`);
    expect(JSON.stringify(mail)).not.toContain('evil');
    // The token in the mailed link is the real one: it is the forged link that must not exist.
    expect((await submit(mailedToken(), NEW_PASSWORD)).json).toEqual({ status: 'OK' });
  });

  it('keeps the default origin for a forged request when none is configured', async () => {
    await requestReset('anna@example.nl', FORGED);
    const [mail] = mailbox.list();
    expect(mail?.absoluteLink).toBe(`${DEFAULT_SITE_ORIGIN}${mail?.link}`);
  });

  it('sets the new password with a single-use token', async () => {
    await requestReset('anna@example.nl');
    const token = mailedToken();
    expect((await submit(token, 'weak')).json).toEqual({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'password', error: 'Password must contain at least 8 characters' }],
    });
    // A rejected password does not use the token up.
    expect((await submit(token, NEW_PASSWORD)).json).toEqual({ status: 'OK' });
    expect((await submit(token, NEW_PASSWORD)).json).toEqual({
      status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR',
    });
    expect((await signIn(NEW_PASSWORD)).json.status).toBe('OK');
    expect((await signIn(DEMO_PASSWORD)).json.status).toBe('WRONG_CREDENTIALS_ERROR');
  });

  it("ends every session of the account, and no one else's", async () => {
    const before = await signIn(DEMO_PASSWORD);
    const jan = await callJson('/auth/signin', {
      body: fields({ email: 'jan@cleanpro.example.nl', password: DEMO_PASSWORD }),
    });
    await requestReset('anna@example.nl');
    expect((await submit(mailedToken(), NEW_PASSWORD)).json).toEqual({ status: 'OK' });
    const refresh = (answer: { headers: Headers }) =>
      callJson('/auth/session/refresh', {
        headers: { rid: 'session', ...bearer(answer.headers.get('st-refresh-token') ?? '') },
      });
    expect((await refresh(before)).status).toBe(401);
    expect((await refresh(jan)).status).toBe(200);
  });

  it('expires tokens after an hour', async () => {
    await requestReset('anna@example.nl');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3601_000 });
    try {
      expect((await submit(mailedToken(), NEW_PASSWORD)).json).toEqual({
        status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers OK for an unknown email without mailing, FIELD_ERROR for a bad one', async () => {
    expect((await requestReset('nobody@example.nl')).json).toEqual({ status: 'OK' });
    expect(mailbox.list()).toEqual([]);
    expect((await requestReset('nobody')).json).toEqual({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'email', error: 'Email is invalid' }],
    });
  });

  it('answers 400 for a missing token or extra fields', async () => {
    expect(
      (await callJson('/auth/user/password/reset', { body: fields({ password: NEW_PASSWORD }) }))
        .json,
    ).toEqual({ message: 'Please provide the password reset token' });
    expect(
      (
        await callJson('/auth/user/password/reset', {
          body: { ...fields({ password: NEW_PASSWORD }), token: 5 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await callJson('/auth/user/password/reset/token', {
          body: fields({ email: 'anna@example.nl', password: 'x' }),
        })
      ).status,
    ).toBe(400);
  });
});
