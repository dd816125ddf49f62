/**
 * The shop's part of the access token, as the session recipe's overrides build it: the same
 * fields and claims as the demo API's tokens for the same accounts, on a new session and again
 * on a refresh (which is how the shop brings `acct` and `perm` up to date).
 */
import { convertToRecipeUserId } from 'supertokens-node';
import type { RecipeInterface as SessionFunctions } from 'supertokens-node/recipe/session/types';
import type { UserContext } from 'supertokens-node/types';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../demo-api/auth/sessions';
import { decodeFrontToken } from '../demo-api/auth/front-token';
import { resetStore } from '../demo-api/db/store';
import { users } from '../demo-api/db/users';
import { sessionFunctions, shopClaims } from './claims';
import type { ShopAccount, ShopAccounts } from './shop-services';

beforeEach(() => resetStore());

/** The shop's accounts as the demo API keeps them. */
const demoAccounts = (): ShopAccounts => ({
  accountOf: async (userId) => {
    const user = users.byId(userId);
    return user && { accountType: user.accountType, companyId: user.companyId };
  },
  companyByJoinCode: async () => undefined,
  companyExists: async () => false,
  createAccount: async () => undefined,
});

/** The shop's fields of a payload: everything but SuperTokens' own and the claims' times. */
function shopPart(payload: Record<string, unknown>) {
  const claim = (value: unknown) => (value as { v: unknown } | undefined)?.v;
  return {
    accountType: payload.accountType,
    companyId: payload.companyId,
    acct: claim(payload.acct),
    perm: claim(payload.perm),
  };
}

function newSession(accounts: ShopAccounts, userId: string) {
  const createNewSession = vi.fn(async (_input: unknown) => ({}) as never);
  const functions = sessionFunctions({ createNewSession } as never, shopClaims(accounts));
  return functions
    .createNewSession({
      userId,
      recipeUserId: convertToRecipeUserId(userId),
      accessTokenPayload: { custom: 'kept' },
      tenantId: 'public',
      userContext: {} as UserContext,
    })
    .then(
      () => createNewSession.mock.calls[0]?.[0] as { accessTokenPayload: Record<string, unknown> },
    );
}

describe('a new session', () => {
  it.each(['anna@example.nl', 'inkoop@dekker-bouw.example.nl', 'jan@cleanpro.example.nl'])(
    'carries what the demo API puts in the token of %s',
    async (email) => {
      const user = users.byEmail(email);
      if (!user) throw new Error(`No demo user ${email}`);
      const demo = decodeFrontToken(createSession(user.id).frontToken).up;
      const { accessTokenPayload } = await newSession(demoAccounts(), user.id);
      expect(shopPart(accessTokenPayload)).toEqual(shopPart({ ...demo }));
      expect(accessTokenPayload).toMatchObject({
        custom: 'kept',
        acct: { v: user.accountType, t: expect.any(Number) },
      });
    },
  );

  it('reads the account once for the fields and both claims', async () => {
    const accountOf = vi.fn(async () => ({ accountType: 'business' as const, companyId: 'c-1' }));
    await newSession({ ...demoAccounts(), accountOf }, 'user-1');
    expect(accountOf).toHaveBeenCalledTimes(1);
  });

  it('makes a user the shop does not know yet a personal buyer', async () => {
    const unknown: ShopAccounts = { ...demoAccounts(), accountOf: async () => undefined };
    const { accessTokenPayload } = await newSession(unknown, 'new-passwordless-user');
    expect(shopPart(accessTokenPayload)).toEqual({
      accountType: 'personal',
      companyId: undefined,
      acct: 'personal',
      perm: ['order:bank'],
    });
  });
});

describe('a refreshed session', () => {
  async function refreshAs(account: ShopAccount) {
    const merged: Record<string, unknown>[] = [];
    const session = {
      getUserId: () => 'user-1',
      getRecipeUserId: () => convertToRecipeUserId('user-1'),
      getTenantId: () => 'public',
      mergeIntoAccessTokenPayload: async (update: Record<string, unknown>) => {
        merged.push(update);
      },
    };
    const original = { refreshSession: async () => session } as unknown as SessionFunctions;
    const accounts: ShopAccounts = { ...demoAccounts(), accountOf: async () => account };
    await sessionFunctions(original, shopClaims(accounts)).refreshSession({
      refreshToken: 'r',
      disableAntiCsrf: true,
      userContext: {} as UserContext,
    });
    return merged;
  }

  it('reads the account again: a user who became a business may order on invoice', async () => {
    const merged = await refreshAs({ accountType: 'business', companyId: 'company-9' });
    expect(merged.map(shopPart)).toEqual([
      {
        accountType: 'business',
        companyId: 'company-9',
        acct: 'business',
        perm: ['order:bank', 'order:invoice'],
      },
    ]);
  });

  it('removes the company of a user who is no longer a business', async () => {
    const merged = await refreshAs({ accountType: 'personal', companyId: 'company-9' });
    expect(merged[0]).toMatchObject({ accountType: 'personal', companyId: null });
    expect(shopPart(merged[0] ?? {}).perm).toEqual(['order:bank']);
  });
});
