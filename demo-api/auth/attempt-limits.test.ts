/**
 * The guessing limits of the auth endpoints (demo-api/throttle/attempt-limits.ts): sign-in,
 * typed login codes and join codes at sign-up. Clients are told apart by the address header the
 * demo server sets; the clock is Date, faked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailbox } from '../db/mailbox';
import { resetStore } from '../db/store';
import { companies, DEMO_PASSWORD, users } from '../db/users';
import {
  CODE_PER_ACCOUNT,
  CODE_PER_CLIENT,
  JOIN_PER_CLIENT,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_CLIENT,
} from '../throttle/attempt-limits';
import { CLIENT_ADDRESS_HEADER } from '../throttle/client-key';
import { callJson, fields } from './test-client';

const START = Date.UTC(2026, 2, 2, 9, 0, 0);
const GOOD = 'Sterk!Wachtw00rd';
const from = (client: string) => ({ [CLIENT_ADDRESS_HEADER]: client });
const at = (seconds: number) => vi.setSystemTime(START + seconds * 1000);

beforeEach(() => {
  resetStore();
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

/** A throttled answer: 429, Retry-After in whole seconds, the backend's `{"message"}`, no session. */
function expectRefused(
  answer: { status: number; headers: Headers; json: Record<string, unknown> },
  retryAfter: number,
) {
  expect(answer.status).toBe(429);
  expect(answer.headers.get('retry-after')).toBe(String(retryAfter));
  expect(answer.json).toEqual({ message: expect.stringMatching(/^Too many failed attempts/) });
  expect(answer.headers.get('front-token')).toBeNull();
  expect(answer.headers.get('st-access-token')).toBeNull();
}

describe('sign-in limits', () => {
  const signIn = (email: string, password: string, client = '192.0.2.1') =>
    callJson('/auth/signin', { body: fields({ email, password }), headers: from(client) });

  it('refuses the eleventh wrong password in a minute, even when it is then right', async () => {
    expect(SIGN_IN_PER_ACCOUNT.max).toBe(10);
    for (let i = 0; i < 10; i += 1)
      expect((await signIn('anna@example.nl', `Wrong!${i}`)).json.status).toBe(
        'WRONG_CREDENTIALS_ERROR',
      );
    expectRefused(await signIn('anna@example.nl', DEMO_PASSWORD), 60);
    // The same account however its address is written, from the same client.
    at(30);
    expectRefused(await signIn(' ANNA@example.nl', DEMO_PASSWORD), 30);
    // Other accounts are not locked by anna's failures.
    expect((await signIn('jan@cleanpro.example.nl', DEMO_PASSWORD)).json.status).toBe('OK');
    // Refused attempts were not counted: a minute after the failures anna gets in.
    at(60);
    expect((await signIn('anna@example.nl', DEMO_PASSWORD)).json).toMatchObject({
      status: 'OK',
      user: { id: 'user-anna' },
    });
  });

  it("a stranger's wrong passwords do not lock the owner out", async () => {
    for (let i = 0; i < 10; i += 1) await signIn('anna@example.nl', `Wrong!${i}`, '203.0.113.7');
    expectRefused(await signIn('anna@example.nl', `Wrong!x`, '203.0.113.7'), 60);
    expect((await signIn('anna@example.nl', DEMO_PASSWORD, '198.51.100.9')).json).toMatchObject({
      status: 'OK',
      user: { id: 'user-anna' },
    });
  });

  it('answers an unknown address exactly like a known one, so refusals tell no one apart', async () => {
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.max; i += 1)
      expect((await signIn('nobody@example.nl', 'Wrong!1')).json.status).toBe(
        'WRONG_CREDENTIALS_ERROR',
      );
    expectRefused(await signIn('nobody@example.nl', 'Wrong!1'), 60);
  });

  it('limits wrong passwords per client over all accounts', async () => {
    expect(SIGN_IN_PER_CLIENT.max).toBe(30);
    for (let i = 0; i < 30; i += 1) {
      at(i);
      await signIn(`user${i}@example.nl`, 'Wrong!1');
    }
    expectRefused(await signIn('anna@example.nl', DEMO_PASSWORD), 31);
    expect((await signIn('anna@example.nl', DEMO_PASSWORD, '198.51.100.9')).json.status).toBe('OK');
  });
});

describe('typed login code limits', () => {
  const consume = (body: Record<string, unknown>, client: string) =>
    callJson('/auth/signinup/code/consume', {
      body,
      headers: { rid: 'passwordless', ...from(client) },
    });

  async function startAttempt(email: string) {
    const { json } = await callJson('/auth/signinup/code', {
      body: { email },
      headers: { rid: 'passwordless' },
    });
    const mail = mailbox.list(email).at(-1);
    const ids = {
      deviceId: String(json.deviceId),
      preAuthSessionId: String(json.preAuthSessionId),
    };
    const code = mail?.code ?? '';
    return {
      ids,
      right: { ...ids, userInputCode: code },
      wrong: { ...ids, userInputCode: code === '000000' ? '111111' : '000000' },
      link: { preAuthSessionId: ids.preAuthSessionId, linkCode: mail?.link.split('#')[1] ?? '' },
    };
  }

  it('limits wrong codes per client over every login attempt, and keeps the code usable', async () => {
    expect(CODE_PER_CLIENT.max).toBe(20);
    // Four addresses, five wrong codes each: SuperTokens' own limit per attempt is never reached
    // beyond its fifth code, and no address reaches its own limit.
    for (let n = 0; n < 4; n += 1) {
      const attempt = await startAttempt(`guess${n}@example.nl`);
      for (let i = 0; i < 5; i += 1)
        expect((await consume(attempt.wrong, '192.0.2.1')).json.status).toBe(
          'INCORRECT_USER_INPUT_CODE_ERROR',
        );
    }
    const anna = await startAttempt('anna@example.nl');
    expectRefused(await consume(anna.right, '192.0.2.1'), 60);
    // The refused attempt did not touch the code: from another client it logs anna in.
    expect((await consume(anna.right, '198.51.100.9')).json).toMatchObject({
      status: 'OK',
      user: { id: 'user-anna' },
    });
  });

  it('limits wrong codes per address and client; the magic link and the owner still get in', async () => {
    expect(CODE_PER_ACCOUNT.max).toBe(10);
    for (let n = 0; n < 2; n += 1) {
      const attempt = await startAttempt('anna@example.nl');
      for (let i = 0; i < 5; i += 1) await consume(attempt.wrong, '203.0.113.7');
    }
    const third = await startAttempt('Anna@Example.nl');
    expectRefused(await consume(third.right, '203.0.113.7'), 60);
    expect((await consume(third.link, '203.0.113.7')).json).toMatchObject({ status: 'OK' });
    // The owner, elsewhere, was not locked out by those wrong codes.
    const own = await startAttempt('anna@example.nl');
    expect((await consume(own.right, '198.51.100.9')).json).toMatchObject({ status: 'OK' });
  });
});

describe('join code limits at sign-up', () => {
  const joinAs = (email: string, code: string, client = '192.0.2.1') =>
    callJson('/auth/signup', {
      body: fields({ email, password: GOOD, accountType: 'business', companyJoinCode: code }),
      headers: from(client),
    });

  it('refuses the eleventh join code from a client, the right one too, and creates nobody', async () => {
    expect(JOIN_PER_CLIENT.max).toBe(10);
    for (let i = 0; i < 10; i += 1)
      expect((await joinAs(`guess${i}@example.nl`, `CLEANPRO-${2016 + i}`)).json).toEqual({
        status: 'FIELD_ERROR',
        formFields: [{ id: 'companyJoinCode', error: 'No company has this join code' }],
      });
    const code = companies.byId('company-cleanpro')?.joinCode ?? '';
    const count = users.all().length;
    expectRefused(await joinAs('new@cleanpro.example.nl', code), 60);
    expect(users.all()).toHaveLength(count);

    // Signing up without a join code is no guess, and is not refused.
    const personal = await callJson('/auth/signup', {
      body: fields({ email: 'private@example.nl', password: GOOD }),
      headers: from('192.0.2.1'),
    });
    expect(personal.json.status).toBe('OK');
    // Another client joins with the right code.
    expect((await joinAs('new@cleanpro.example.nl', code, '198.51.100.9')).json.status).toBe('OK');
    expect(users.byEmail('new@cleanpro.example.nl')?.companyId).toBe('company-cleanpro');
  });

  it('does not count a right join code', async () => {
    const code = companies.byId('company-dekker')?.joinCode ?? '';
    for (let i = 0; i < 11; i += 1)
      expect((await joinAs(`staff${i}@dekker-bouw.example.nl`, code)).json.status).toBe('OK');
  });
});
