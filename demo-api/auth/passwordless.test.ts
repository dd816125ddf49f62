import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailbox } from '../db/mailbox';
import { resetStore } from '../db/store';
import { users } from '../db/users';
import { decodeFrontToken } from './front-token';
import { DEFAULT_SITE_ORIGIN, setSiteOrigin } from './site-origin';
import { callAuth, callJson } from './test-client';
import { MAX_EMAIL_LENGTH } from './validators';

const headers = { rid: 'passwordless' };
const createCode = (email: string, extra: Record<string, string> = {}) =>
  callJson('/auth/signinup/code', {
    body: { email, shouldTryLinkingWithSessionUser: false },
    headers: { ...headers, ...extra },
  });
const consume = (body: Record<string, unknown>) =>
  callJson('/auth/signinup/code/consume', { body, headers });

async function startAttempt(email: string) {
  const { json } = await createCode(email);
  const mail = mailbox.list(email).at(-1);
  return {
    deviceId: String(json.deviceId),
    preAuthSessionId: String(json.preAuthSessionId),
    code: mail?.code ?? '',
    link: mail?.link ?? '',
  };
}

const linkCodeOf = (link: string) => new URL(link, 'http://shop').hash.slice(1);
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('passwordless', () => {
  beforeEach(() => {
    resetStore();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => setSiteOrigin(undefined));

  it('mails a 6-digit code and a magic link to the shop page, and prints neither code', async () => {
    const { json } = await createCode(' nieuw@example.nl ', { 'x-locale': 'en' });
    expect(json).toEqual({
      status: 'OK',
      deviceId: expect.any(String),
      preAuthSessionId: expect.any(String),
      flowType: 'USER_INPUT_CODE_AND_MAGIC_LINK',
    });
    const [mail] = mailbox.list('nieuw@example.nl');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.link).toMatch(
      new RegExp(
        `^/en/auth/_magic-link\\?preAuthSessionId=${String(json.preAuthSessionId)}&tenantId=public#[\\w-]{20,}$`,
      ),
    );
    expect(mail?.absoluteLink).toBe(`${DEFAULT_SITE_ORIGIN}${mail?.link}`);
    expect(mail?.text).toContain(mail?.code);
    expect(mail?.text).toContain(mail?.absoluteLink);
    const printed = vi.mocked(console.info).mock.calls.flat().join('\n');
    expect(printed).not.toMatch(new RegExp(`\\b${mail?.code}\\b`));
  });

  it('puts the configured shop origin in the magic link, whatever origin the request names', async () => {
    setSiteOrigin('https://shop.example');
    const forged = {
      origin: 'https://evil.example',
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      forwarded: 'host=evil.example;proto=https',
    };
    const { json } = await createCode('anna@example.nl', forged);
    const ids = {
      deviceId: String(json.deviceId),
      preAuthSessionId: String(json.preAuthSessionId),
    };
    expect(
      (
        await callJson('/auth/signinup/code/resend', {
          body: ids,
          headers: { ...headers, ...forged },
        })
      ).json,
    ).toEqual({ status: 'OK' });
    const mails = mailbox.list('anna@example.nl');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.absoluteLink).toBe(`https://shop.example${mail.link}`);
      expect(JSON.stringify(mail)).not.toContain('evil');
    }
    // The mailed link is the working one.
    const link = mails.at(-1)?.link ?? '';
    expect(
      (await consume({ linkCode: linkCodeOf(link), preAuthSessionId: ids.preAuthSessionId })).json,
    ).toMatchObject({ status: 'OK', user: { id: 'user-anna' } });
  });

  it('creates a passwordless user on the first OTP login and reuses it after', async () => {
    const first = await startAttempt('nieuw@example.nl');
    const { json, headers: h } = await consume({
      userInputCode: first.code,
      deviceId: first.deviceId,
      preAuthSessionId: first.preAuthSessionId,
    });
    expect(json).toMatchObject({
      status: 'OK',
      createdNewRecipeUser: true,
      user: {
        emails: ['nieuw@example.nl'],
        loginMethods: [{ recipeId: 'passwordless', verified: true }],
      },
    });
    expect(users.byEmail('nieuw@example.nl')).toMatchObject({
      recipe: 'passwordless',
      password: null,
      accountType: 'personal',
    });
    expect(decodeFrontToken(h.get('front-token') ?? '').up.accountType).toBe('personal');

    const again = await startAttempt('nieuw@example.nl');
    expect(
      (
        await consume({
          userInputCode: again.code,
          deviceId: again.deviceId,
          preAuthSessionId: again.preAuthSessionId,
        })
      ).json,
    ).toMatchObject({ status: 'OK', createdNewRecipeUser: false });
  });

  it('logs an existing shop account in by magic link, once', async () => {
    const attempt = await startAttempt('inkoop@dekker-bouw.example.nl');
    const body = { linkCode: linkCodeOf(attempt.link), preAuthSessionId: attempt.preAuthSessionId };
    const { json, headers: h } = await consume(body);
    expect(json).toMatchObject({
      status: 'OK',
      createdNewRecipeUser: false,
      user: { id: 'user-dekker' },
    });
    expect(decodeFrontToken(h.get('front-token') ?? '').up).toMatchObject({
      accountType: 'business',
      companyId: 'company-dekker',
    });
    expect((await consume(body)).json).toEqual({ status: 'RESTART_FLOW_ERROR' });
  });

  it('counts wrong codes and restarts the flow after five', async () => {
    const attempt = await startAttempt('anna@example.nl');
    const wrong = {
      userInputCode: wrongCode(attempt.code),
      deviceId: attempt.deviceId,
      preAuthSessionId: attempt.preAuthSessionId,
    };
    for (let count = 1; count <= 5; count += 1) {
      expect((await consume(wrong)).json).toEqual({
        status: 'INCORRECT_USER_INPUT_CODE_ERROR',
        failedCodeInputAttemptCount: count,
        maximumCodeInputAttempts: 5,
      });
    }
    expect((await consume({ ...wrong, userInputCode: attempt.code })).json).toEqual({
      status: 'RESTART_FLOW_ERROR',
    });
  });

  it('reports an expired code, and a resent code works', async () => {
    const attempt = await startAttempt('anna@example.nl');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    try {
      const ids = { deviceId: attempt.deviceId, preAuthSessionId: attempt.preAuthSessionId };
      expect((await consume({ ...ids, userInputCode: attempt.code })).json).toEqual({
        status: 'EXPIRED_USER_INPUT_CODE_ERROR',
        failedCodeInputAttemptCount: 1,
        maximumCodeInputAttempts: 5,
      });
      expect(
        (
          await consume({
            linkCode: linkCodeOf(attempt.link),
            preAuthSessionId: attempt.preAuthSessionId,
          })
        ).json,
      ).toEqual({ status: 'RESTART_FLOW_ERROR' });
      expect((await callJson('/auth/signinup/code/resend', { body: ids, headers })).json).toEqual({
        status: 'OK',
      });
      const resent = mailbox.list('anna@example.nl').at(-1)?.code ?? '';
      expect(resent).not.toBe('');
      expect((await consume({ ...ids, userInputCode: resent })).json).toMatchObject({
        status: 'OK',
        user: { id: 'user-anna' },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers RESTART_FLOW_ERROR for unknown attempts', async () => {
    expect(
      (
        await callJson('/auth/signinup/code/resend', {
          body: { deviceId: '', preAuthSessionId: '' },
          headers,
        })
      ).json,
    ).toEqual({ status: 'RESTART_FLOW_ERROR' });
    expect(
      (await consume({ userInputCode: '123456', deviceId: 'x', preAuthSessionId: 'y' })).json,
    ).toEqual({ status: 'RESTART_FLOW_ERROR' });
    expect((await consume({ linkCode: 'x', preAuthSessionId: 'y' })).json).toEqual({
      status: 'RESTART_FLOW_ERROR',
    });
  });

  it('answers a bad email with GENERAL_ERROR and bad requests with 400', async () => {
    expect((await createCode('not-an-email')).json).toEqual({
      status: 'GENERAL_ERROR',
      message: 'Email is invalid',
    });
    // RFC 5321's limit: one character more is refused before anything is mailed or stored.
    const tooLong = `${'a'.repeat(MAX_EMAIL_LENGTH - '@example.nl'.length + 1)}@example.nl`;
    expect((await createCode(tooLong)).json).toEqual({
      status: 'GENERAL_ERROR',
      message: `Email must be at most ${MAX_EMAIL_LENGTH} characters`,
    });
    expect(
      (await callJson('/auth/signinup/code', { body: { phoneNumber: '+31612345678' } })).status,
    ).toBe(400);
    expect((await callJson('/auth/signinup/code', { body: {} })).status).toBe(400);
    expect((await callJson('/auth/signinup/code', { body: { email: ['a@b.nl'] } })).json).toEqual({
      message: 'email must be a string',
    });
    expect((await consume({ preAuthSessionId: 'y' })).status).toBe(400);
    expect(
      (await consume({ linkCode: 'x', userInputCode: '1', deviceId: 'd', preAuthSessionId: 'y' }))
        .status,
    ).toBe(400);
    expect(
      (await consume({ userInputCode: 123456, deviceId: 'd', preAuthSessionId: 'y' })).status,
    ).toBe(400);
    expect((await callAuth('/auth/signinup/code/consume', { body: 'nope' })).status).toBe(400);
    expect(mailbox.list()).toEqual([]);
  });
});
