/**
 * Refreshes that race with one refresh token, over real sockets: the demo server on a free port,
 * twenty connections at once, as clients without the SDK's cross-tab lock would send them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetStore } from '../db/store';
import { startDemoServer, type DemoServer } from '../server';
import { decodeFrontToken } from './front-token';
import { createSession } from './sessions';

let demo: DemoServer;

beforeAll(async () => {
  demo = await startDemoServer({ port: 0, log: false });
});
afterAll(() => demo.close());
beforeEach(() => resetStore());

const sdkHeaders = { rid: 'session', 'st-auth-mode': 'header' };

const refresh = (refreshToken: string) =>
  fetch(`${demo.url}/auth/session/refresh`, {
    method: 'POST',
    headers: { ...sdkHeaders, authorization: `Bearer ${refreshToken}` },
  });

const userData = (accessToken: string) =>
  fetch(`${demo.url}/api/user/data`, {
    headers: { 'x-locale': 'nl', authorization: `Bearer ${accessToken}` },
  });

describe('twenty concurrent refreshes with one refresh token', () => {
  it('all succeed with the same new refresh token, and the user stays logged in', async () => {
    const session = createSession('user-anna');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refresh(session.refreshToken)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rotated = new Set(answers.map((a) => a.headers.get('st-refresh-token')));
    expect(rotated.size).toBe(1);
    const newRefreshToken = [...rotated][0] ?? '';
    expect(newRefreshToken).not.toBe(session.refreshToken);

    const accessToken = answers[19]?.headers.get('st-access-token') ?? '';
    const user = await userData(accessToken);
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ accountType: 'personal' });
    const next = await refresh(newRefreshToken);
    expect(next.status).toBe(200);
    const front = decodeFrontToken(next.headers.get('front-token') ?? '');
    expect(front.up.sessionHandle).toBe(decodeFrontToken(session.frontToken).up.sessionHandle);
  });

  it('still ends the session when the old token comes back after the new tokens were used', async () => {
    const session = createSession('user-anna');
    const first = await refresh(session.refreshToken);
    const accessToken = first.headers.get('st-access-token') ?? '';
    expect((await userData(accessToken)).status).toBe(200);

    const stale = await refresh(session.refreshToken);
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ message: 'token theft detected' });
    expect(stale.headers.get('front-token')).toBe('remove');
    expect((await userData(accessToken)).status).toBe(401);
    expect((await refresh(first.headers.get('st-refresh-token') ?? '')).status).toBe(401);
  });
});
