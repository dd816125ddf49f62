/**
 * Sessions are bounded in time (REFRESH_TOKEN_LIFETIME_MS) and in number per user
 * (MAX_SESSIONS_PER_USER), never in number over all users.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '../db/store';
import { MAX_SESSIONS_PER_USER, REFRESH_TOKEN_LIFETIME_MS } from './config';
import { decodeFrontToken } from './front-token';
import { sessionStore } from './session-store';
import { createSession, readSession, type IssuedSession } from './sessions';
import { bearer, callJson } from './test-client';

const HOUR = 3600_000;

const probe = (token: string) =>
  new Request('http://localhost/api/user/data', { headers: bearer(token) });
const refresh = (token: string) =>
  callJson('/auth/session/refresh', { headers: { rid: 'session', ...bearer(token) } });
const handleOf = (session: IssuedSession) => decodeFrontToken(session.frontToken).up.sessionHandle;

describe('session lifetime', () => {
  beforeEach(() => {
    resetStore();
    vi.useFakeTimers({ toFake: ['Date'] });
    // Access tokens outlive the session here, so only the session's own end can refuse them.
    vi.stubEnv('DEMO_ACCESS_TOKEN_SECONDS', String((2 * REFRESH_TOKEN_LIFETIME_MS) / 1000));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('refuses the tokens of a session whose refresh token was not used for its lifetime', async () => {
    const session = createSession('user-anna');
    vi.advanceTimersByTime(REFRESH_TOKEN_LIFETIME_MS - 1);
    expect(readSession(probe(session.accessToken)).status).toBe('valid');
    vi.advanceTimersByTime(1);
    expect(readSession(probe(session.accessToken)).status).toBe('invalid');
    const refused = await refresh(session.refreshToken);
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: 'unauthorised' });
  });

  it('starts the lifetime again at every refresh', async () => {
    const session = createSession('user-anna');
    vi.advanceTimersByTime(REFRESH_TOKEN_LIFETIME_MS - HOUR);
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.status).toBe(200);
    vi.advanceTimersByTime(2 * HOUR); // past the first lifetime
    const next = refreshed.headers.get('st-refresh-token') ?? '';
    expect(readSession(probe(refreshed.headers.get('st-access-token') ?? '')).status).toBe('valid');
    vi.advanceTimersByTime(REFRESH_TOKEN_LIFETIME_MS);
    expect((await refresh(next)).status).toBe(401);
  });

  it('drops expired sessions from the store when the next one starts', () => {
    const old = createSession('user-anna');
    vi.advanceTimersByTime(REFRESH_TOKEN_LIFETIME_MS);
    expect(sessionStore.get(handleOf(old))).toBeDefined();
    createSession('user-jan');
    expect(sessionStore.get(handleOf(old))).toBeUndefined();
  });
});

describe('number of sessions', () => {
  beforeEach(() => resetStore());

  it(`keeps at most ${MAX_SESSIONS_PER_USER} per user, dropping that user's oldest`, async () => {
    const sessions = Array.from({ length: MAX_SESSIONS_PER_USER + 2 }, () =>
      createSession('user-anna'),
    );
    const kept = sessions.filter((s) => sessionStore.get(handleOf(s)) !== undefined);
    expect(kept).toEqual(sessions.slice(2));
    for (const dropped of sessions.slice(0, 2)) {
      expect(readSession(probe(dropped.accessToken)).status).toBe('invalid');
      expect((await refresh(dropped.refreshToken)).json).toEqual({ message: 'unauthorised' });
    }
    expect(readSession(probe(sessions[2]?.accessToken ?? '')).status).toBe('valid');
    expect((await refresh(sessions.at(-1)?.refreshToken ?? '')).status).toBe(200);
  });

  it("a flood of another user's sessions never ends this user's", async () => {
    const jans = createSession('user-jan');
    for (let i = 0; i < 1_100; i++) createSession('user-anna');
    expect(readSession(probe(jans.accessToken)).status).toBe('valid');
    expect((await refresh(jans.refreshToken)).status).toBe(200);
  });
});
