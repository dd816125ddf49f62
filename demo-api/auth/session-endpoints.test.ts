import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '../db/store';
import { call } from '../handlers/test-client';
import { REFRESH_GRACE_MS } from './config';
import { decodeFrontToken } from './front-token';
import { createSession, readSession } from './sessions';
import { bearer, callAuth, callJson } from './test-client';

const refresh = (token?: string) =>
  callJson('/auth/session/refresh', {
    headers: { rid: 'session', ...(token ? bearer(token) : {}) },
  });
const signOut = (token?: string) =>
  callJson('/auth/signout', { headers: { rid: 'session', ...(token ? bearer(token) : {}) } });
const probe = (token: string) =>
  new Request('http://localhost/api/user/data', { headers: bearer(token) });
/** An app call with the access token, as the SDK makes it after a refresh. */
const userData = async (accessToken: string) =>
  (await call('GET', '/api/user/data', { token: accessToken })).status;
const tokensOf = (headers: Headers) => ({
  access: headers.get('st-access-token') ?? '',
  refresh: headers.get('st-refresh-token') ?? '',
});

function expectCleared(headers: Headers) {
  expect(headers.get('front-token')).toBe('remove');
  expect(headers.get('st-access-token')).toBe('');
  expect(headers.get('st-refresh-token')).toBe('');
  expect(headers.get('access-control-expose-headers')).toBe(
    'front-token, st-access-token, st-refresh-token',
  );
}

describe('POST /auth/session/refresh', () => {
  beforeEach(() => resetStore());

  it('answers the first-visit probe (no token) with 401 unauthorised and the clear headers', async () => {
    const { status, headers, json } = await refresh();
    expect(status).toBe(401);
    expect(json).toEqual({ message: 'unauthorised' });
    expectCleared(headers);
    expect((await refresh('not-a-token')).status).toBe(401);
  });

  it('rotates the refresh token and issues new tokens, never an anti-csrf header', async () => {
    const first = createSession('user-jan');
    const { status, headers, json } = await refresh(first.refreshToken);
    expect(status).toBe(200);
    expect(json).toEqual({});
    expect(headers.has('anti-csrf')).toBe(false);
    const next = {
      access: headers.get('st-access-token') ?? '',
      refresh: headers.get('st-refresh-token') ?? '',
    };
    expect(next.refresh).not.toBe(first.refreshToken);
    const front = decodeFrontToken(headers.get('front-token') ?? '');
    const before = decodeFrontToken(first.frontToken);
    expect(front.up.sessionHandle).toBe(before.up.sessionHandle);
    expect(front.up.parentRefreshTokenHash1).toBe(before.up.refreshTokenHash1);
    expect(front.up).toMatchObject({ accountType: 'business', companyId: 'company-cleanpro' });
    expect(readSession(probe(next.access)).status).toBe('valid');
    expect((await refresh(next.refresh)).status).toBe(200);
  });

  it('treats a replaced refresh token as theft once the new tokens were used, and ends the session', async () => {
    const first = createSession('user-anna');
    const rotated = tokensOf((await refresh(first.refreshToken)).headers);
    expect(await userData(rotated.access)).toBe(200);
    const stolen = await refresh(first.refreshToken);
    expect(stolen.status).toBe(401);
    expect(stolen.json).toEqual({ message: 'token theft detected' });
    expectCleared(stolen.headers);
    // The thief and the victim are both logged out.
    expect((await refresh(rotated.refresh)).json).toEqual({ message: 'unauthorised' });
    expect(readSession(probe(rotated.access)).status).toBe('invalid');
  });

  it('treats a token older than the one just replaced as theft at once', async () => {
    const first = createSession('user-anna');
    const second = tokensOf((await refresh(first.refreshToken)).headers);
    const third = tokensOf((await refresh(second.refresh)).headers);
    expect((await refresh(first.refreshToken)).json).toEqual({ message: 'token theft detected' });
    expect(readSession(probe(third.access)).status).toBe('invalid');
  });

  it('ignores cookies and has no tenant-scoped variant', async () => {
    const { refreshToken } = createSession('user-anna');
    expect(
      (
        await callAuth('/auth/session/refresh', {
          headers: { cookie: `sRefreshToken=${refreshToken}` },
        })
      ).status,
    ).toBe(401);
    await expect(
      callAuth('/auth/shop2/session/refresh', { headers: bearer(refreshToken) }),
    ).rejects.toThrow(/No auth handler/);
  });
});

describe('POST /auth/session/refresh racing with one refresh token', () => {
  beforeEach(() => resetStore());
  afterEach(() => vi.useRealTimers());

  it('answers twenty concurrent refreshes with one rotation and leaves the user logged in', async () => {
    const first = createSession('user-anna');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refresh(first.refreshToken)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const refreshTokens = new Set(answers.map((a) => tokensOf(a.headers).refresh));
    expect(refreshTokens.size).toBe(1);
    expect(refreshTokens.has(first.refreshToken)).toBe(false);
    const fronts = answers.map((a) => decodeFrontToken(a.headers.get('front-token') ?? ''));
    expect(new Set(fronts.map((f) => f.up.sessionHandle)).size).toBe(1);
    // Whichever answer a client kept, its tokens work, and the session was not revoked.
    for (const answer of answers) expect(await userData(tokensOf(answer.headers).access)).toBe(200);
    const next = await refresh([...refreshTokens][0] ?? '');
    expect(next.status).toBe(200);
    expect(await userData(tokensOf(next.headers).access)).toBe(200);
  });

  it('gives the replaced token the same answer until the grace is over, then calls it theft', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = createSession('user-anna');
    const rotated = tokensOf((await refresh(first.refreshToken)).headers);
    vi.advanceTimersByTime(REFRESH_GRACE_MS - 1);
    const late = await refresh(first.refreshToken);
    expect(late.status).toBe(200);
    expect(tokensOf(late.headers).refresh).toBe(rotated.refresh);
    vi.advanceTimersByTime(1);
    // The new tokens were never used, but a copy of the old one is only good for the grace.
    const stale = await refresh(first.refreshToken);
    expect(stale.json).toEqual({ message: 'token theft detected' });
    expectCleared(stale.headers);
    expect((await refresh(rotated.refresh)).json).toEqual({ message: 'unauthorised' });
  });
});

describe('POST /auth/signout', () => {
  beforeEach(() => resetStore());

  it('ends a valid session and clears the tokens', async () => {
    const session = createSession('user-anna');
    const { status, json, headers } = await signOut(session.accessToken);
    expect(status).toBe(200);
    expect(json).toEqual({ status: 'OK' });
    expectCleared(headers);
    expect(readSession(probe(session.accessToken)).status).toBe('invalid');
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('answers an expired token with 401 so the SDK refreshes first', async () => {
    process.env.DEMO_ACCESS_TOKEN_SECONDS = '0';
    try {
      const session = createSession('user-anna');
      const { status, json, headers } = await signOut(session.accessToken);
      expect(status).toBe(401);
      expect(json).toEqual({ message: 'try refresh token' });
      expect(headers.has('front-token')).toBe(false);
    } finally {
      delete process.env.DEMO_ACCESS_TOKEN_SECONDS;
    }
  });

  it('answers OK without a session', async () => {
    expect((await signOut()).json).toEqual({ status: 'OK' });
  });
});
