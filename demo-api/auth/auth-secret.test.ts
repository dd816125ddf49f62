/**
 * The token secret is not in the repository: random per start, or DEMO_AUTH_SECRET. A restart is
 * simulated by fresh module instances (`vi.resetModules()`) on the same DEMO_DATA_FILE, as a new
 * process would see it (see demo-api/db/store.test.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '../db/store';
import { call } from '../handlers/test-client';
import { verifyAccessToken } from './access-token';
import { hmacSha256, sha256Hex } from './encoding';
import { createSession, readSession } from './sessions';
import { bearer } from './test-client';

/** The signing key that was a constant in this repository before. */
const OLD_REPOSITORY_KEY = 'demo-api-access-token-signing-key';

const probe = (token: string) =>
  new Request('http://localhost/api/user/data', { headers: bearer(token) });

/** The same header and claims, signed with `key`. */
function signedWith(key: string, accessToken: string): string {
  const [header, payload] = accessToken.split('.');
  const body = `${header}.${payload}`;
  return `${body}.${hmacSha256(key, body)}`;
}

describe('access tokens signed with another key', () => {
  beforeEach(() => resetStore());

  it('are refused, also with the key that used to be in the repository', async () => {
    const { accessToken } = createSession('user-anna');
    expect(readSession(probe(accessToken)).status).toBe('valid');
    for (const key of [OLD_REPOSITORY_KEY, 'any-other-key', '']) {
      const forged = signedWith(key, accessToken);
      expect(verifyAccessToken(forged)).toBeNull();
      expect(readSession(probe(forged)).status).toBe('invalid');
      const answer = await call('GET', '/api/user/data', { token: forged });
      expect(answer.status).toBe(401);
    }
  });
});

let folder: string;

/** A new start of the demo API on the same DEMO_DATA_FILE. */
async function start() {
  vi.resetModules();
  const store = await import('../db/store');
  store.loadStore();
  return {
    ...(await import('./auth-secret')),
    ...(await import('./access-token')),
    ...(await import('./sessions')),
    ...(await import('./session-store')),
    ...(await import('./test-client')),
    call: (await import('../handlers/test-client')).call,
  };
}
type Start = Awaited<ReturnType<typeof start>>;

const refresh = (demo: Start, token: string) =>
  demo.callJson('/auth/session/refresh', { headers: { rid: 'session', ...bearer(token) } });

describe('the secret across restarts', () => {
  let file: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'demo-auth-secret-'));
    file = join(folder, 'demo-state.json');
    vi.stubEnv('DEMO_DATA_FILE', file);
    vi.stubEnv('DEMO_AUTH_SECRET', undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is drawn anew at every start without DEMO_AUTH_SECRET', async () => {
    const first = await start();
    const { accessToken } = first.createSession('user-anna');
    const second = await start();
    expect(second.authSecret()).not.toBe(first.authSecret());
    expect(second.authSecret().length).toBeGreaterThanOrEqual(43); // 32 random bytes
    expect(first.verifyAccessToken(accessToken)).not.toBeNull();
    expect(second.verifyAccessToken(accessToken)).toBeNull();
  });

  it('without DEMO_AUTH_SECRET, ends kept sessions at a restart with clean 401s', async () => {
    const first = await start();
    const old = first.createSession('user-anna');
    const oldHandle = first.readSession(probe(old.accessToken));

    const second = await start();
    expect(second.readSession(probe(old.accessToken)).status).toBe('invalid');
    const api = await second.call('GET', '/api/user/data', { token: old.accessToken });
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ message: 'try refresh token' });
    const refused = await refresh(second, old.refreshToken);
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: 'unauthorised' });
    expect(refused.headers.get('front-token')).toBe('remove');

    // The next sign in drops the record nobody can use any more, also from the file.
    expect(oldHandle.status).toBe('valid');
    const handle = oldHandle.status === 'valid' ? oldHandle.sessionHandle : '';
    expect(second.sessionStore.get(handle)).toBeDefined();
    second.createSession('user-jan');
    expect(second.sessionStore.get(handle)).toBeUndefined();
    expect(readFileSync(file, 'utf8')).not.toContain(handle);
  });

  it('with DEMO_AUTH_SECRET, keeps sessions working across a restart', async () => {
    vi.stubEnv('DEMO_AUTH_SECRET', 'a-long-random-value-set-by-whoever-runs-the-demo');
    const first = await start();
    const session = first.createSession('user-anna');

    const second = await start();
    expect(second.authSecret()).toBe(first.authSecret());
    expect(second.readSession(probe(session.accessToken)).status).toBe('valid');
    expect(
      (await second.call('GET', '/api/user/data', { token: session.accessToken })).status,
    ).toBe(200);
    const refreshed = await refresh(second, session.refreshToken);
    expect(refreshed.status).toBe(200);
    const access = refreshed.headers.get('st-access-token') ?? '';
    expect((await second.call('GET', '/api/user/data', { token: access })).status).toBe(200);
  });

  it('refuses records from a file written before sessions named their secret, without failing', async () => {
    vi.stubEnv('DEMO_AUTH_SECRET', 'a-long-random-value-set-by-whoever-runs-the-demo');
    const refreshToken = 'old-session.old-token';
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        sections: {
          'auth-sessions': [
            {
              handle: 'old-session',
              userId: 'user-anna',
              tenantId: 'public',
              issuer: 'demo-api/auth',
              refreshTokenHash: sha256Hex(refreshToken),
              parentRefreshTokenHash: null,
              usedRefreshTokenHashes: [],
              createdAt: Date.now(),
              refreshExpiresAt: Date.now() + 3600_000,
            },
          ],
        },
      }),
    );
    const demo = await start();
    const refused = await refresh(demo, refreshToken);
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: 'unauthorised' });
  });
});
