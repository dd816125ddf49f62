/**
 * The overrides around SuperTokens' own endpoints, with stand-ins for what SuperTokens would do
 * after them: the checked profile reaches the new user, and only wrong secrets count against the
 * guessing limits.
 */
import type {
  APIInterface as EmailPasswordApis,
  RecipeInterface as EmailPasswordFunctions,
} from 'supertokens-node/recipe/emailpassword/types';
import type { APIInterface as PasswordlessApis } from 'supertokens-node/recipe/passwordless/types';
import type { UserContext } from 'supertokens-node/types';
import { describe, expect, it, vi } from 'vitest';
import { emailPasswordApis, emailPasswordFunctions, passwordlessApis } from './recipe-overrides';
import type { AttemptLimiter, ShopAccounts } from './shop-services';

type SignUpInput = Parameters<NonNullable<EmailPasswordApis['signUpPOST']>>[0];
type SignInInput = Parameters<NonNullable<EmailPasswordApis['signInPOST']>>[0];
type ConsumeInput = Parameters<NonNullable<PasswordlessApis['consumeCodePOST']>>[0];

const OK = { status: 'OK' } as never;

function accounts(overrides: Partial<ShopAccounts> = {}): ShopAccounts {
  return {
    accountOf: async () => undefined,
    companyByJoinCode: async (code) => (code === 'SMIT-42' ? { id: 'company-smit' } : undefined),
    companyExists: async () => false,
    createAccount: vi.fn(async () => undefined),
    ...overrides,
  };
}

function limiter() {
  const fail = vi.fn(async () => undefined);
  const check = vi.fn<AttemptLimiter['check']>(async () => ({ refused: false, fail }));
  return { limiter: { check }, check, fail };
}

const formFields = (values: Record<string, string>) =>
  Object.entries(values).map(([id, value]) => ({ id, value }));

function input<T>(values: object): T {
  return { tenantId: 'public', options: { req: {}, res: {} }, userContext: {}, ...values } as T;
}

describe('sign-up', () => {
  it('stores the checked profile with the user SuperTokens creates', async () => {
    const shop = accounts();
    const userContext = {} as UserContext;
    const signUpPOST = vi.fn(async (call: SignUpInput) => {
      // What SuperTokens does next: create the user through the recipe's signUp function.
      const functions = emailPasswordFunctions(
        { signUp: async () => ({ status: 'OK', user: { id: 'user-1' } }) } as never,
        shop,
      ) as EmailPasswordFunctions;
      await functions.signUp({ email: 'kees@smit.nl', userContext: call.userContext } as never);
      return OK;
    });
    const apis = emailPasswordApis({ signUpPOST } as never, { accounts: shop, ...limiter() });
    await apis.signUpPOST?.(
      input({
        userContext,
        formFields: formFields({
          email: 'kees@smit.nl',
          accountType: 'business',
          companyName: 'Smit Schoonmaak',
          kvkNumber: '2468.1357',
          firstname: 'Kees',
          lastname: 'Smit',
        }),
      }),
    );
    expect(shop.createAccount).toHaveBeenCalledWith('user-1', 'kees@smit.nl', {
      accountType: 'business',
      salutation: 'unspecified',
      firstname: 'Kees',
      lastname: 'Smit',
      country: null,
      telephone: null,
      company: {
        kind: 'new',
        data: {
          companyName: 'Smit Schoonmaak',
          contactFirstname: 'Kees',
          contactLastname: 'Smit',
          kvkNumber: '24681357',
          vatNumber: null,
          country: 'NL',
        },
      },
    });
  });

  it.each([
    ['an unknown join code counts as a wrong guess', 'NOPE-1', 1],
    ['a known join code does not', 'SMIT-42', 0],
  ])('%s', async (_name, joinCode, failures) => {
    const { limiter: guard, fail, check } = limiter();
    const apis = emailPasswordApis({ signUpPOST: async () => OK } as never, {
      accounts: accounts(),
      limiter: guard,
    });
    const values = { accountType: 'business', companyJoinCode: joinCode };
    const call = apis.signUpPOST?.(input({ formFields: formFields(values) }));
    if (failures) await expect(call).rejects.toMatchObject({ type: 'FIELD_ERROR' });
    else await call;
    expect(check).toHaveBeenCalledWith(expect.objectContaining({ kind: 'join-code' }));
    expect(fail).toHaveBeenCalledTimes(failures);
  });
});

describe('sign-in', () => {
  it.each([
    ['a wrong password counts', 'WRONG_CREDENTIALS_ERROR', 1],
    ['a right one does not', 'OK', 0],
  ])('%s', async (_name, status, failures) => {
    const { limiter: guard, fail, check } = limiter();
    const apis = emailPasswordApis({ signInPOST: async () => ({ status }) } as never, {
      accounts: accounts(),
      limiter: guard,
    });
    const values = { email: ' Anna@Example.nl ', password: 'x' };
    await apis.signInPOST?.(input<SignInInput>({ formFields: formFields(values) }));
    expect(check).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'sign-in', email: 'Anna@Example.nl' }),
    );
    expect(fail).toHaveBeenCalledTimes(failures);
  });
});

describe('consuming a login code', () => {
  const consume = (status: string) => async () => ({ status }) as never;

  it.each([
    ['a wrong typed code counts', 'INCORRECT_USER_INPUT_CODE_ERROR', 1],
    ['an expired one counts', 'EXPIRED_USER_INPUT_CODE_ERROR', 1],
    ['a right one does not', 'OK', 0],
  ])('%s', async (_name, status, failures) => {
    const { limiter: guard, fail, check } = limiter();
    const apis = passwordlessApis(
      { consumeCodePOST: consume(status) } as never,
      guard,
      async () => 'p@example.nl',
    );
    const code = { userInputCode: '123456', deviceId: 'd', preAuthSessionId: 'pre' };
    await apis.consumeCodePOST?.(input<ConsumeInput>(code));
    expect(check).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'login-code', email: 'p@example.nl' }),
    );
    expect(fail).toHaveBeenCalledTimes(failures);
  });

  it('does not limit a magic link (its code cannot be guessed)', async () => {
    const { limiter: guard, check } = limiter();
    const apis = passwordlessApis({ consumeCodePOST: consume('OK') } as never, guard);
    await apis.consumeCodePOST?.(input<ConsumeInput>({ linkCode: 'l1nk', preAuthSessionId: 'p' }));
    expect(check).not.toHaveBeenCalled();
  });
});
