import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mailbox } from '../db/mailbox';
import { resetStore } from '../db/store';
import { DEMO_PASSWORD } from '../db/users';
import { callJson, fields } from './test-client';

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

  it('mails a link to the shop page in the request language and prints only the link', async () => {
    expect(
      (await requestReset('anna@example.nl', { 'x-locale': 'de', origin: 'http://shop.test:5173' }))
        .json,
    ).toEqual({ status: 'OK' });
    const [mail] = mailbox.list('ANNA@example.nl');
    expect(mail?.link).toMatch(/^\/de\/password-reset\?token=[\w-]+&tenantId=public$/);
    expect(mail?.absoluteLink).toBe(`http://shop.test:5173${mail?.link}`);
    expect(mail).toMatchObject({
      to: 'anna@example.nl',
      subject: 'Neues Passwort festlegen',
      code: null,
    });
    const printed = vi.mocked(console.info).mock.calls.flat().join('\n');
    expect(printed).toContain(mail?.absoluteLink);
    expect(printed).not.toContain(DEMO_PASSWORD);
  });

  it('falls back to Dutch and the request origin', async () => {
    await requestReset('anna@example.nl', { 'x-locale': 'es' });
    expect(mailbox.list()[0]).toMatchObject({
      subject: 'Stel een nieuw wachtwoord in',
      absoluteLink: expect.stringMatching(/^http:\/\/localhost\/nl\/password-reset\?/),
    });
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
