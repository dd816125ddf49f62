/**
 * What the access token carries for the shop (docs/api-contract.md, "Auth"): `accountType` and,
 * for business users, `companyId`, which the shop API reads; and two SuperTokens claims in the
 * `{ v, t }` shape, which the shop checks with the SDK's validators
 * (src/features/account/session/claims.ts): `acct`, the account type, and `perm`, what the
 * account may do. They are built from the shop's accounts when a session starts and again on every
 * refresh, so the shop's "refresh, then check" sees a changed account type at once.
 */
import type { RecipeInterface as SessionFunctions } from 'supertokens-node/recipe/session/types';
import type { JSONObject, UserContext } from 'supertokens-node/types';
import { PrimitiveArrayClaim, PrimitiveClaim } from 'supertokens-node/recipe/session/claims';
import type { AccountType, ShopAccount, ShopAccounts } from './shop-services';

export type Permission = 'order:bank' | 'order:invoice';

/** Every account pays by bank; only a business may order on invoice. */
export const permissionsOf = (accountType: AccountType): Permission[] =>
  accountType === 'business' ? ['order:bank', 'order:invoice'] : ['order:bank'];

/** A user the shop does not know yet (a first passwordless login) is a personal buyer. */
const PERSONAL: ShopAccount = { accountType: 'personal', companyId: null };

export function shopClaims(accounts: ShopAccounts) {
  // One look-up per user and request (userContext is made per request), however many claims ask.
  const looked = new WeakMap<UserContext, Map<string, Promise<ShopAccount>>>();
  const accountOf = (userId: string, userContext: UserContext): Promise<ShopAccount> => {
    const forRequest = looked.get(userContext) ?? new Map<string, Promise<ShopAccount>>();
    looked.set(userContext, forRequest);
    let account = forRequest.get(userId);
    if (!account) {
      account = accounts.accountOf(userId).then((found) => found ?? PERSONAL);
      forRequest.set(userId, account);
    }
    return account;
  };
  return {
    accountOf,
    /** `acct`; the shop API can also check it: `AccountTypeClaim.validators.hasValue('business')`. */
    AccountTypeClaim: new PrimitiveClaim<AccountType>({
      key: 'acct',
      fetchValue: async (userId, _recipeUserId, _tenantId, _payload, userContext) =>
        (await accountOf(userId, userContext)).accountType,
    }),
    /** `perm`, e.g. `PermissionsClaim.validators.includes('order:invoice')` on POST orders. */
    PermissionsClaim: new PrimitiveArrayClaim<Permission>({
      key: 'perm',
      fetchValue: async (userId, _recipeUserId, _tenantId, _payload, userContext) =>
        permissionsOf((await accountOf(userId, userContext)).accountType),
    }),
  };
}

export type ShopClaims = ReturnType<typeof shopClaims>;

interface ClaimInput {
  userId: string;
  recipeUserId: Parameters<ShopClaims['AccountTypeClaim']['build']>[1];
  tenantId: string;
  userContext: UserContext;
}

/**
 * The shop's part of the access-token payload. For a merge into an existing payload (`forMerge`),
 * a `companyId` that no longer applies is `null`, which removes it.
 */
export async function shopPayload(
  claims: ShopClaims,
  { userId, recipeUserId, tenantId, userContext }: ClaimInput,
  forMerge: boolean,
): Promise<JSONObject> {
  const account = await claims.accountOf(userId, userContext);
  const companyId = account.accountType === 'business' ? account.companyId : null;
  const build = (claim: ShopClaims['AccountTypeClaim'] | ShopClaims['PermissionsClaim']) =>
    claim.build(userId, recipeUserId, tenantId, undefined, userContext);
  return {
    accountType: account.accountType,
    ...(companyId !== null || forMerge ? { companyId } : {}),
    ...(await build(claims.AccountTypeClaim)),
    ...(await build(claims.PermissionsClaim)),
  };
}

/** The session recipe's functions, adding the shop's payload to new and refreshed sessions. */
export function sessionFunctions(original: SessionFunctions, claims: ShopClaims): SessionFunctions {
  return {
    ...original,
    createNewSession: async (input) =>
      original.createNewSession({
        ...input,
        accessTokenPayload: {
          ...input.accessTokenPayload,
          ...(await shopPayload(claims, input, false)),
        },
      }),
    // The shop refreshes to bring `acct` and `perm` up to date, so the account is read again.
    refreshSession: async (input) => {
      const session = await original.refreshSession(input);
      const { userContext } = input;
      const current = {
        userId: session.getUserId(userContext),
        recipeUserId: session.getRecipeUserId(userContext),
        tenantId: session.getTenantId(userContext),
        userContext,
      };
      await session.mergeIntoAccessTokenPayload(
        await shopPayload(claims, current, true),
        userContext,
      );
      return session;
    },
  };
}
