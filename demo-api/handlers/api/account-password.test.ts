import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import { resetStore } from '../../db/store';
import { DEMO_PASSWORD, users } from '../../db/users';
import { createSession } from '../../auth/sessions';
import { SIGN_IN_PER_ACCOUNT } from '../../throttle/attempt-limits';
import { call, json, stateSnapshot } from '../test-client';

const NEW_PASSWORD = 'Nieuw!Wachtw00rd';

const change = (body: unknown, as = 'user-anna') => call('PUT', '/api/user/password', { as, body });

/** Signs in through the demo FDI, as the SDK would; answers the FDI status. */
async function signInStatus(email: string, password: string): Promise<unknown> {
  const response = await call('POST', '/auth/signin', {
    headers: { rid: 'emailpassword', 'st-auth-mode': 'header' },
    body: {
      formFields: [
        { id: 'email', value: email },
        { id: 'password', value: password },
      ],
    },
  });
  return ((await json(response)) as { status: unknown }).status;
}

beforeEach(() => {
  resetStore();
  // The clock stands still: Retry-After counts from the first guess, however slow the hashing.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 2, 9) });
});
afterEach(() => vi.useRealTimers());

describe('PUT user/password', () => {
  it('changes the password: 204, then only the new one signs in', async () => {
    const response = await change({ oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await signInStatus('anna@example.nl', NEW_PASSWORD)).toBe('OK');
    expect(await signInStatus('anna@example.nl', DEMO_PASSWORD)).toBe('WRONG_CREDENTIALS_ERROR');
  });

  it('refuses a wrong current password with WRONG_PASSWORD on that field, and changes nothing', async () => {
    const before = stateSnapshot();
    const response = await change({ oldPassword: 'Wrong!2345', newPassword: NEW_PASSWORD });
    expect(response.status).toBe(422);
    const body = ApiErrorBodySchema.parse(await json(response));
    expect(body.code).toBe('WRONG_PASSWORD');
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(['oldPassword']);
    expect(stateSnapshot()).toBe(before);
  });

  it.each([
    ['too short', 'Ab!1', 'at least 8 characters'],
    ['no uppercase letter', 'nieuw!wachtw00rd', 'uppercase'],
    ['no lowercase letter', 'NIEUW!WACHTW00RD', 'lowercase'],
    ['no digit', 'Nieuw!Wachtwoord', 'number'],
    ['no special character', 'NieuwWachtw00rd', 'special'],
  ])('refuses a new password with %s on newPassword', async (_label, newPassword, words) => {
    const before = stateSnapshot();
    const response = await change({ oldPassword: DEMO_PASSWORD, newPassword });
    expect(response.status).toBe(422);
    const body = ApiErrorBodySchema.parse(await json(response));
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fieldErrors?.newPassword).toContain(words);
    expect(body.fieldErrors).not.toHaveProperty('oldPassword');
    expect(stateSnapshot()).toBe(before);
  });

  it("ends the account's other sessions and keeps the one that changed it", async () => {
    const other = createSession('user-anna');
    const own = createSession('user-anna');
    const jan = createSession('user-jan');
    const body = { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await call('PUT', '/api/user/password', { token: own.accessToken, body })).status).toBe(
      204,
    );
    const status = async (token: string) => (await call('GET', '/api/user/data', { token })).status;
    expect(await status(other.accessToken)).toBe(401);
    expect(await status(own.accessToken)).toBe(200);
    expect(await status(jan.accessToken)).toBe(200);
  });

  it('limits guesses of the current password like sign-in: past the limit even the right one is refused', async () => {
    const token = createSession('user-anna').accessToken;
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.max; i += 1) {
      const wrong = { oldPassword: `Wrong!${i}abc`, newPassword: NEW_PASSWORD };
      expect((await call('PUT', '/api/user/password', { token, body: wrong })).status).toBe(422);
    }
    const before = stateSnapshot();
    const right = { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD };
    const refused = await call('PUT', '/api/user/password', { token, body: right });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(ApiErrorBodySchema.parse(await json(refused)).code).toBe('TOO_MANY_ATTEMPTS');
    expect(stateSnapshot()).toBe(before);
  });

  it('names both fields when both are wrong', async () => {
    const response = await change({ oldPassword: 'Wrong!2345', newPassword: 'short' });
    const body = ApiErrorBodySchema.parse(await json(response));
    expect(body.code).toBe('WRONG_PASSWORD');
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(['newPassword', 'oldPassword']);
  });

  it('refuses an account without a password (passwordless only) as a wrong current password', async () => {
    users.update('user-anna', { password: null });
    const response = await change({ oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(422);
    expect(ApiErrorBodySchema.parse(await json(response)).code).toBe('WRONG_PASSWORD');
    expect(users.byId('user-anna')?.password).toBeNull();
  });

  it.each([
    ['malformed JSON', '{"oldPassword":', 400],
    ['a missing field', { oldPassword: DEMO_PASSWORD }, 422],
    ['an empty current password', { oldPassword: '', newPassword: NEW_PASSWORD }, 422],
  ])('rejects %s and changes nothing', async (_label, body, status) => {
    const before = stateSnapshot();
    const response = await change(body);
    expect(response.status).toBe(status);
    ApiErrorBodySchema.parse(await json(response));
    expect(stateSnapshot()).toBe(before);
  });

  it('needs a session: 401, "try refresh token" for an invalid token so the SDK refreshes', async () => {
    const body = { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await call('PUT', '/api/user/password', { body })).status).toBe(401);
    const invalid = await call('PUT', '/api/user/password', { body, token: 'not-a-token' });
    expect(invalid.status).toBe(401);
    expect(await json(invalid)).toEqual({ message: 'try refresh token' });
  });
});
