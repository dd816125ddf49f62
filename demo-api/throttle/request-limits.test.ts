/**
 * The limits on requests that cost something even when they succeed (request-limits.ts): sessions
 * started, accounts made, mails sent, questions about who has an account. Clients are told apart
 * by the address header the demo server sets; the clock is Date, faked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, callJson, fields } from '../auth/test-client';
import { mailbox } from '../db/mailbox';
import { resetStore } from '../db/store';
import { DEMO_PASSWORD, users } from '../db/users';
import { CLIENT_ADDRESS_HEADER } from './client-key';
import {
  EMAIL_CHECKS_PER_CLIENT,
  LOGIN_CODES_PER_ACCOUNT,
  RESET_MAILS_PER_ACCOUNT,
  SESSIONS_PER_ACCOUNT,
  SIGN_UPS_PER_CLIENT,
} from './request-limits';

const START = Date.UTC(2026, 2, 2, 9, 0, 0);
const GOOD = 'Sterk!Wachtw00rd';
const from = (client: string) => ({ [CLIENT_ADDRESS_HEADER]: client });

beforeEach(() => {
  resetStore();
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** A refused request: 429, Retry-After in whole seconds, the backend's `{"message"}`. */
function expectRefused(answer: {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
}) {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.json).toEqual({ message: expect.stringMatching(/^Too many requests/) });
  expect(answer.headers.get('st-access-token')).toBeNull();
}

const signIn = (email: string, client = '192.0.2.1') =>
  callJson('/auth/signin', {
    body: fields({ email, password: DEMO_PASSWORD }),
    headers: from(client),
  });

describe('sessions', () => {
  it("a flood of one account's sign-ins is cut off, and another user's session lives on", async () => {
    const jan = await signIn('jan@cleanpro.example.nl', '198.51.100.9');
    const refreshToken = jan.headers.get('st-refresh-token') ?? '';
    expect(refreshToken).not.toBe('');

    const statuses = new Map<number, number>();
    for (let i = 0; i < 1_100; i += 1) {
      const { status } = await signIn('anna@example.nl', `192.0.2.${i % 250}`);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(200)).toBe(SESSIONS_PER_ACCOUNT.max);
    expect(statuses.get(429)).toBe(1_100 - SESSIONS_PER_ACCOUNT.max);

    const refreshed = await callJson('/auth/session/refresh', {
      headers: { rid: 'session', ...bearer(refreshToken) },
    });
    expect(refreshed.status).toBe(200);
  });

  it('counts only sessions that start: wrong passwords do not use the limit up', async () => {
    for (let i = 0; i < 5; i += 1) {
      const wrong = await callJson('/auth/signin', {
        body: fields({ email: 'anna@example.nl', password: 'Wrong!123' }),
        headers: from(`203.0.113.${i}`),
      });
      expect(wrong.json.status).toBe('WRONG_CREDENTIALS_ERROR');
    }
    for (let i = 0; i < SESSIONS_PER_ACCOUNT.max; i += 1)
      expect((await signIn('anna@example.nl', `192.0.2.${i}`)).status).toBe(200);
    expectRefused(await signIn('anna@example.nl'));
    vi.setSystemTime(START + SESSIONS_PER_ACCOUNT.windowMs);
    expect((await signIn('anna@example.nl')).status).toBe(200);
  });

  it('DEMO_REQUEST_LIMIT_FACTOR multiplies the limits', async () => {
    vi.stubEnv('DEMO_REQUEST_LIMIT_FACTOR', '2');
    for (let i = 0; i < SESSIONS_PER_ACCOUNT.max * 2; i += 1)
      expect((await signIn('anna@example.nl', `192.0.2.${i}`)).status).toBe(200);
    expectRefused(await signIn('anna@example.nl'));
  });
});

describe('sign-ups', () => {
  const signUp = (email: string, password = GOOD) =>
    callJson('/auth/signup', { body: fields({ email, password }), headers: from('192.0.2.1') });

  it('refuses a client more accounts than the limit; forms with field errors do not count', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await signUp(`weak${i}@example.nl`, 'weak')).json.status).toBe('FIELD_ERROR');
    for (let i = 0; i < SIGN_UPS_PER_CLIENT.max; i += 1)
      expect((await signUp(`new${i}@example.nl`)).json.status).toBe('OK');
    const count = users.all().length;
    expectRefused(await signUp('one-more@example.nl'));
    expect(users.all()).toHaveLength(count);
  });
});

describe('questions and mails', () => {
  it('answers "does this address have an account?" only so often per client', async () => {
    const ask = (client: string) =>
      callJson('/auth/emailpassword/email/exists?email=anna%40example.nl', {
        method: 'GET',
        headers: from(client),
      });
    for (let i = 0; i < EMAIL_CHECKS_PER_CLIENT.max; i += 1)
      expect((await ask('192.0.2.1')).json).toEqual({ status: 'OK', exists: true });
    expectRefused(await ask('192.0.2.1'));
    expect((await ask('198.51.100.9')).json).toEqual({ status: 'OK', exists: true });
  });

  it('sends an address only so many reset mails, known or not, from any client', async () => {
    const ask = (email: string, client: string) =>
      callJson('/auth/user/password/reset/token', {
        body: fields({ email }),
        headers: from(client),
      });
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT.max; i += 1) {
      expect((await ask('anna@example.nl', `192.0.2.${i}`)).json.status).toBe('OK');
      expect((await ask('nobody@example.nl', `192.0.2.${i}`)).json.status).toBe('OK');
    }
    expect(mailbox.list('anna@example.nl')).toHaveLength(RESET_MAILS_PER_ACCOUNT.max);
    expectRefused(await ask('anna@example.nl', '198.51.100.9'));
    expectRefused(await ask('nobody@example.nl', '198.51.100.9'));
    expect(mailbox.list('anna@example.nl')).toHaveLength(RESET_MAILS_PER_ACCOUNT.max);
  });

  it('sends an address only so many login codes', async () => {
    const start = (client: string) =>
      callJson('/auth/signinup/code', {
        body: { email: 'anna@example.nl' },
        headers: { rid: 'passwordless', ...from(client) },
      });
    for (let i = 0; i < LOGIN_CODES_PER_ACCOUNT.max; i += 1)
      expect((await start(`192.0.2.${i}`)).json.status).toBe('OK');
    expectRefused(await start('198.51.100.9'));
    expect(mailbox.list('anna@example.nl')).toHaveLength(LOGIN_CODES_PER_ACCOUNT.max);
  });
});
