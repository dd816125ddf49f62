/**
 * Session claim checks (requirements §9.6) with the real SDK against the demo FDI, whose access token
 * carries the account type (`acct`) and permissions (`perm`) as `{ v, t }` claims.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrimitiveClaim } from 'supertokens-auth-react/recipe/session';
import { loadAuthSdk } from '@/features/account/session/auth-sdk';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { clearBrowserState, form } from './sdk-harness';

beforeEach(() => clearBrowserState());
afterEach(() => {
  vi.useRealTimers();
  clearBrowserState();
});

async function logIn(email: string) {
  const sdk = await loadAuthSdk();
  const result = await sdk.EmailPassword.signIn({
    formFields: form({ email, password: DEMO_PASSWORD }),
  });
  expect(result.status).toBe('OK');
  return sdk;
}

describe('session claims', () => {
  it('a business session has the value, includes invoice ordering: no failures', async () => {
    const { claims } = await logIn('inkoop@dekker-bouw.example.nl');
    expect(
      await claims.checkSessionClaims([
        claims.AccountTypeClaim.validators.hasValue('business', 600),
        claims.PermissionsClaim.validators.includes('order:invoice'),
        claims.PermissionsClaim.validators.excludes('order:admin' as never),
      ]),
    ).toEqual([]);
  });

  it('a personal session: wrong value for business, invoice not included, bank not excluded', async () => {
    const { claims } = await logIn('anna@example.nl');
    expect(
      await claims.checkSessionClaims([
        claims.AccountTypeClaim.validators.hasValue('business'),
        claims.PermissionsClaim.validators.includes('order:invoice'),
        claims.PermissionsClaim.validators.excludes('order:bank'),
      ]),
    ).toEqual([
      { claimId: 'acct', reason: 'wrong value' },
      { claimId: 'perm', reason: 'wrong value' },
      { claimId: 'perm', reason: 'wrong value' },
    ]);
  });

  it('a claim the session does not carry is missing (after trying a refresh)', async () => {
    const { claims } = await logIn('anna@example.nl');
    const refresh = vi.fn(async () => undefined);
    const unknown = new PrimitiveClaim<string>({ id: 'st-unknown', refresh });
    expect(await claims.checkSessionClaims([unknown.validators.hasValue('x')])).toEqual([
      { claimId: 'st-unknown', reason: 'missing' },
    ]);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('a value older than the maximum age is expired when a refresh cannot renew it', async () => {
    const { claims } = await logIn('anna@example.nl');
    const stale = new PrimitiveClaim<string>({ id: 'acct', refresh: async () => undefined });
    // Ten minutes on, the claim read at login is older than the five minutes allowed.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60 * 1000 });
    expect(await claims.checkSessionClaims([stale.validators.hasValue('personal', 300)])).toEqual([
      { claimId: 'acct', reason: 'expired' },
    ]);
  });

  it('the shop claims refresh through the session: a stale value is renewed and passes', async () => {
    const { claims } = await logIn('anna@example.nl');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60 * 1000 });
    expect(
      await claims.checkSessionClaims([
        claims.AccountTypeClaim.validators.hasValue('personal', 300),
      ]),
    ).toEqual([]);
  });

  it('words the reasons as requirements §9.6 does', async () => {
    const { claims } = await loadAuthSdk();
    expect(claims.toFailureReason({ message: 'value does not exist' })).toBe('missing');
    expect(claims.toFailureReason({ message: 'expired' })).toBe('expired');
    expect(claims.toFailureReason({ message: 'wrong value' })).toBe('wrong value');
    expect(claims.toFailureReason(undefined)).toBe('wrong value');
  });
});
