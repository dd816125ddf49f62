/**
 * The real supertokens-auth-react SDK against the demo FDI (email and password, sessions): what
 * the shop's custom auth UI relies on, end to end through the SDK's fetch interception.
 */
import EmailPassword from 'supertokens-auth-react/recipe/emailpassword';
import Session from 'supertokens-auth-react/recipe/session';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '../../demo-api/auth/sessions';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import {
  countRefreshCalls,
  form,
  lastMailTo,
  STRONG_PASSWORD as STRONG,
  url,
  mockProbeApi,
  setUpSuperTokensSdk,
} from './sdk-harness';

const probe = () => fetch(url('/api/__probe'));

/** Jumps past the access token's lifetime (one hour) while timers keep running for the SDK's lock. */
function expireAccessToken(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + 2 * 3600_000);
}

async function signInAnna(): Promise<void> {
  const result = await EmailPassword.signIn({
    formFields: form({ email: 'anna@example.nl', password: DEMO_PASSWORD }),
  });
  expect(result.status).toBe('OK');
}

setUpSuperTokensSdk();

describe('email and password', () => {
  it('signs up a business buyer; the session carries account type and company', async () => {
    const result = await EmailPassword.signUp({
      formFields: form({
        email: 'inkoop@smit.example.nl',
        password: STRONG,
        accountType: 'business',
        companyName: 'Smit Schoonmaak',
        kvkNumber: '24681357',
        firstname: 'Kees',
        lastname: 'Smit',
      }),
    });
    expect(result.status).toBe('OK');
    if (result.status !== 'OK') return;
    expect(result.user.loginMethods[0]?.recipeId).toBe('emailpassword');
    expect(await Session.doesSessionExist()).toBe(true);
    expect(await Session.getUserId()).toBe(result.user.id);
    const payload = (await Session.getAccessTokenPayloadSecurely()) as Record<string, unknown>;
    expect(payload).toMatchObject({
      accountType: 'business',
      sub: result.user.id,
      tId: 'public',
      companyId: expect.stringMatching(/^company-/),
    });
    // Header mode: the SDK keeps its tokens in cookies and never got an anti-csrf token.
    expect(document.cookie).toMatch(/st-access-token=/);
    expect(document.cookie).not.toMatch(/sAntiCsrf/);
  });

  it('returns field errors and known emails as the custom UI expects', async () => {
    const weak = await EmailPassword.signUp({
      formFields: form({ email: 'nieuw@example.nl', password: 'zwak' }),
    });
    expect(weak).toMatchObject({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'password', error: 'Password must contain at least 8 characters' }],
    });
    const taken = await EmailPassword.signUp({
      formFields: form({ email: 'anna@example.nl', password: STRONG }),
    });
    expect(taken).toMatchObject({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'email', error: 'This email already exists. Please sign in instead.' }],
    });
    expect((await EmailPassword.doesEmailExist({ email: 'anna@example.nl' })).doesExist).toBe(true);
    expect((await EmailPassword.doesEmailExist({ email: 'nieuw@example.nl' })).doesExist).toBe(
      false,
    );
    expect(await Session.doesSessionExist()).toBe(false);
  });

  it('signs in, and rejects a wrong password', async () => {
    const wrong = await EmailPassword.signIn({
      formFields: form({ email: 'anna@example.nl', password: 'Fout!2345' }),
    });
    expect(wrong.status).toBe('WRONG_CREDENTIALS_ERROR');
    await signInAnna();
    expect(await Session.getUserId()).toBe('user-anna');
    expect(await Session.getAccessTokenPayloadSecurely()).toMatchObject({
      accountType: 'personal',
    });
  });

  it('signs out: the server ends the session and the SDK forgets it', async () => {
    await signInAnna();
    const accessToken = (await Session.getAccessToken()) ?? '';
    expect(accessToken).not.toBe('');
    await Session.signOut();
    expect(await Session.doesSessionExist()).toBe(false);
    const oldToken = new Request(url('/api/__probe'), {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(readSession(oldToken)).toEqual({ status: 'invalid' });
  });

  it('resets the password through the mailed link, once', async () => {
    document.documentElement.lang = 'en';
    const sent = await EmailPassword.sendPasswordResetEmail({
      formFields: form({ email: 'anna@example.nl' }),
    });
    expect(sent.status).toBe('OK');
    const mail = await lastMailTo('anna@example.nl');
    expect(mail.link).toMatch(/^\/en\/password-reset\?token=[\w-]+&tenantId=public$/);
    window.history.pushState(null, '', mail.link);
    expect(EmailPassword.getResetPasswordTokenFromURL()).toBe(
      new URL(mail.absoluteLink).searchParams.get('token'),
    );

    expect(
      (await EmailPassword.submitNewPassword({ formFields: form({ password: STRONG }) })).status,
    ).toBe('OK');
    expect(
      (await EmailPassword.submitNewPassword({ formFields: form({ password: STRONG }) })).status,
    ).toBe('RESET_PASSWORD_INVALID_TOKEN_ERROR');
    const old = await EmailPassword.signIn({
      formFields: form({ email: 'anna@example.nl', password: DEMO_PASSWORD }),
    });
    expect(old.status).toBe('WRONG_CREDENTIALS_ERROR');
    const fresh = await EmailPassword.signIn({
      formFields: form({ email: 'anna@example.nl', password: STRONG }),
    });
    expect(fresh.status).toBe('OK');
  });
});

describe('session refresh', () => {
  it('sends the access token to app APIs, and refreshes an expired one transparently', async () => {
    const api = mockProbeApi();
    await signInAnna();
    expect((await probe()).status).toBe(200);
    const firstToken = api.seen.at(-1);
    expect(firstToken).toMatch(/^Bearer \S+$/);

    const refreshes = countRefreshCalls();
    expireAccessToken();
    const response = await probe();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: 'user-anna' });
    expect(refreshes.count()).toBe(1);
    // The app saw the 401 only inside the SDK: first the expired token, then the new one.
    expect(api.seen.at(-2)).toBe(firstToken);
    expect(api.seen.at(-1)).toMatch(/^Bearer \S+$/);
    expect(api.seen.at(-1)).not.toBe(firstToken);
    expect(await Session.doesSessionExist()).toBe(true);
  });

  it('refreshes exactly once for several calls in flight during expiry', async () => {
    mockProbeApi();
    await signInAnna();
    const refreshes = countRefreshCalls();
    expireAccessToken();
    const responses = await Promise.all(Array.from({ length: 5 }, () => probe()));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(refreshes.count()).toBe(1);
  });

  it('treats the session as gone when the refresh fails', async () => {
    mockProbeApi();
    await signInAnna();
    // The server forgets every session (as after a demo restart without DEMO_DATA_FILE).
    const { resetStore } = await import('../../demo-api/db/store');
    resetStore();
    expireAccessToken();
    expect((await probe()).status).toBe(401);
    expect(await Session.doesSessionExist()).toBe(false);
  });
});
