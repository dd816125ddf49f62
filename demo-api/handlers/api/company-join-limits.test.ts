/**
 * POST company/join under the join-code guessing limits: a 429 with Retry-After in the API's error
 * shape, also for the right code, counted per client (shared with sign-up) and per user.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import { resetStore } from '../../db/store';
import { companies } from '../../db/users';
import { JOIN_PER_CLIENT, JOIN_PER_USER } from '../../throttle/attempt-limits';
import { CLIENT_ADDRESS_HEADER } from '../../throttle/client-key';
import { TOO_MANY_ATTEMPTS } from '../../throttle/refusals';
import { call, json, stateSnapshot } from '../test-client';

const CLEANPRO_KVK = '87654321';
const cleanproCode = () => companies.byId('company-cleanpro')?.joinCode ?? '';
const join = (joinCode: string, client: string, as = 'user-anna') =>
  call('POST', '/api/company/join', {
    as,
    body: { kvkNumber: CLEANPRO_KVK, joinCode },
    headers: { [CLIENT_ADDRESS_HEADER]: client },
  });

async function expectRefused(response: Response, retryAfter: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(retryAfter));
  expect(ApiErrorBodySchema.parse(await json(response))).toEqual({
    message: expect.stringMatching(/^Too many failed attempts/),
    code: TOO_MANY_ATTEMPTS,
  });
}

beforeEach(() => {
  resetStore();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 2, 9) });
});
afterEach(() => vi.useRealTimers());

describe('company/join guessing limits', () => {
  it('refuses the eleventh code from a client, the right one too, and changes nothing', async () => {
    expect(JOIN_PER_CLIENT.max).toBe(10);
    for (let i = 0; i < 10; i += 1)
      expect((await join(`cleanpro-${2016 + i}`, '192.0.2.1')).status).toBe(422);
    const before = stateSnapshot();
    await expectRefused(await join(cleanproCode(), '192.0.2.1'), 60);
    expect(stateSnapshot()).toBe(before);
    // A minute later the right code works.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await join(cleanproCode(), '192.0.2.1')).status).toBe(200);
  });

  it('limits a user over all clients', async () => {
    expect(JOIN_PER_USER.max).toBe(10);
    for (let i = 0; i < 10; i += 1) await join('WRONG', `192.0.2.${i}`);
    await expectRefused(await join(cleanproCode(), '198.51.100.9'), 60);
    // Another user on that client is not refused.
    const response = await join(cleanproCode(), '198.51.100.9', 'user-dekker');
    expect(response.status).toBe(409);
  });

  it('counts wrong join codes at sign-up against the same client', async () => {
    for (let i = 0; i < 10; i += 1) {
      await call('POST', '/auth/signup', {
        headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.1' },
        body: {
          formFields: [
            { id: 'email', value: `guess${i}@example.nl` },
            { id: 'password', value: 'Sterk!Wachtw00rd' },
            { id: 'accountType', value: 'business' },
            { id: 'companyJoinCode', value: `GUESS-${i}` },
          ],
        },
      });
    }
    await expectRefused(await join(cleanproCode(), '192.0.2.1'), 60);
  });
});
