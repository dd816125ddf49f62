import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetStore } from '../db/store';
import { verifyAccessToken } from './access-token';
import { decodeFrontToken, encodeFrontToken } from './front-token';
import { createSession, readSession } from './sessions';
import { bearer } from './test-client';

/** What the SDK does with the header (supertokens-website fetch.js parseFrontToken). */
function sdkParse(token: string): unknown {
  return JSON.parse(decodeURIComponent(escape(atob(token))));
}

const probe = (token: string) =>
  new Request('http://localhost/api/user/data', { headers: bearer(token) });

describe('front-token', () => {
  it('is standard base64 of UTF-8 JSON that the SDK decodes, also with non-ASCII text', () => {
    const token = { uid: 'user-é€', ate: 1_800_000_000_000, up: { iss: 'Zoë' } } as never;
    const encoded = encodeFrontToken(token);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(sdkParse(encoded)).toEqual(token);
    expect(decodeFrontToken(encoded)).toEqual(token);
  });
});

describe('createSession', () => {
  beforeEach(() => resetStore());
  afterEach(() => {
    delete process.env.DEMO_ACCESS_TOKEN_SECONDS;
  });

  it('issues header-safe tokens and a front-token with the payload the contract lists', () => {
    const issued = createSession('user-anna');
    for (const token of [issued.accessToken, issued.refreshToken]) {
      expect(token).not.toMatch(/[;,\s]/);
      expect(token.length).toBeLessThan(4096);
    }
    expect(issued.accessToken.split('.')).toHaveLength(3);
    const front = decodeFrontToken(issued.frontToken);
    expect(front.uid).toBe('user-anna');
    expect(front.ate).toBe(front.up.exp * 1000);
    expect(front.up).toMatchObject({
      sub: 'user-anna',
      rsub: 'user-anna',
      tId: 'public',
      antiCsrfToken: null,
      parentRefreshTokenHash1: null,
      accountType: 'personal',
    });
    expect(front.up.exp - front.up.iat).toBe(3600);
    expect(Math.abs(front.up.iat - Date.now() / 1000)).toBeLessThan(5);
    expect(front.up.refreshTokenHash1).toMatch(/^[0-9a-f]{64}$/);
    expect(front.up).not.toHaveProperty('companyId');
    expect(verifyAccessToken(issued.accessToken)).toEqual(front.up);
  });

  it('puts accountType and companyId of a business user in the payload', () => {
    const front = decodeFrontToken(createSession('user-dekker').frontToken);
    expect(front.up).toMatchObject({ accountType: 'business', companyId: 'company-dekker' });
  });

  it('carries the account type and permissions as claims with the time they were read', () => {
    const before = Date.now();
    const business = decodeFrontToken(createSession('user-dekker').frontToken).up;
    expect(business).toMatchObject({
      acct: { v: 'business' },
      perm: { v: ['order:bank', 'order:invoice'] },
    });
    expect(business.acct.t).toBeGreaterThanOrEqual(before);
    const personal = decodeFrontToken(createSession('user-anna').frontToken).up;
    expect(personal).toMatchObject({ acct: { v: 'personal' }, perm: { v: ['order:bank'] } });
  });

  it('reads DEMO_ACCESS_TOKEN_SECONDS at creation time', () => {
    process.env.DEMO_ACCESS_TOKEN_SECONDS = '60';
    const short = decodeFrontToken(createSession('user-anna').frontToken).up;
    process.env.DEMO_ACCESS_TOKEN_SECONDS = 'nonsense';
    const fallback = decodeFrontToken(createSession('user-anna').frontToken).up;
    expect(short.exp - short.iat).toBe(60);
    expect(fallback.exp - fallback.iat).toBe(3600);
  });

  it('refuses an unknown user', () => {
    expect(() => createSession('nobody')).toThrow(/unknown user/);
  });
});

describe('readSession', () => {
  beforeEach(() => resetStore());
  afterEach(() => {
    delete process.env.DEMO_ACCESS_TOKEN_SECONDS;
  });

  it('is none without a bearer token and valid with a fresh one', () => {
    const { accessToken, frontToken } = createSession('user-anna');
    expect(readSession(new Request('http://localhost/api/x'))).toEqual({ status: 'none' });
    expect(readSession(probe(accessToken))).toEqual({
      status: 'valid',
      userId: 'user-anna',
      sessionHandle: decodeFrontToken(frontToken).up.sessionHandle,
    });
  });

  it('is invalid for a forged, garbled, expired or ended session token', () => {
    const { accessToken } = createSession('user-anna');
    const [header, payload] = accessToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...verifyAccessToken(accessToken), sub: 'user-jan' }),
    ).toString('base64url');
    expect(readSession(probe(`${header}.${forgedPayload}.${accessToken.split('.')[2]}`))).toEqual({
      status: 'invalid',
    });
    expect(readSession(probe(`${header}.${payload}`))).toEqual({ status: 'invalid' });
    expect(readSession(probe('garbage'))).toEqual({ status: 'invalid' });

    process.env.DEMO_ACCESS_TOKEN_SECONDS = '0';
    expect(readSession(probe(createSession('user-anna').accessToken))).toEqual({
      status: 'invalid',
    });

    resetStore();
    expect(readSession(probe(accessToken))).toEqual({ status: 'invalid' });
  });
});
