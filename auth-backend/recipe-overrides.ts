/**
 * The shop's overrides of SuperTokens' email-password and passwordless endpoints:
 *
 * - sign-up checks the extra fields together (sign-up-profile.ts) and stores the profile with the
 *   new user, before the session is created, so the first access token has the account type;
 * - sign-in, a typed login code and a sign-up with a company join code are limited against
 *   guessing: past the limit the answer is 429 with Retry-After (docs/api-contract.md,
 *   "Too many attempts"), checked before the secret is compared.
 */
import * as EmailPassword from 'supertokens-node/recipe/emailpassword';
import * as Passwordless from 'supertokens-node/recipe/passwordless';
import type {
  APIInterface as EmailPasswordApis,
  APIOptions,
  RecipeInterface as EmailPasswordFunctions,
} from 'supertokens-node/recipe/emailpassword/types';
import type { APIInterface as PasswordlessApis } from 'supertokens-node/recipe/passwordless/types';
import type { UserContext } from 'supertokens-node/types';
import { fieldValues, joinCodeOf, JOIN_CODE_UNKNOWN, readSignUpProfile } from './sign-up-profile';
import type { AttemptLimiter, ShopAccounts, SignUpProfile } from './shop-services';

/** The checked profile travels from the sign-up endpoint to the user's creation in userContext. */
const PROFILE_KEY = 'shopSignUpProfile';

/**
 * Answers 429 with Retry-After and the `{ message }` body of SuperTokens' errors. The framework
 * sends nothing more once an answer is out, so the GENERAL_ERROR returned is never seen.
 */
export function refuseTooManyAttempts(res: APIOptions['res'], retryAfterSeconds: number) {
  const message = `Too many failed attempts. Try again in ${retryAfterSeconds} second${
    retryAfterSeconds === 1 ? '' : 's'
  }.`;
  res.setStatusCode(429);
  res.setHeader('Retry-After', String(retryAfterSeconds), false);
  res.sendJSONResponse({ message });
  return { status: 'GENERAL_ERROR' as const, message };
}

export function emailPasswordApis(
  original: EmailPasswordApis,
  { accounts, limiter }: { accounts: ShopAccounts; limiter: AttemptLimiter },
): EmailPasswordApis {
  // Called as methods of `original`: SuperTokens' override builder needs `this`.
  const signUpPOST = original.signUpPOST?.bind(original);
  const signInPOST = original.signInPOST?.bind(original);
  return {
    ...original,
    signUpPOST:
      signUpPOST &&
      (async (input) => {
        const values = fieldValues(input.formFields);
        const attempt =
          joinCodeOf(values) === undefined
            ? undefined
            : await limiter.check({
                kind: 'join-code',
                email: undefined,
                request: input.options.req,
              });
        if (attempt?.refused)
          return refuseTooManyAttempts(input.options.res, attempt.retryAfterSeconds);
        const read = await readSignUpProfile(values, accounts);
        if (attempt && read.errors.some(({ error }) => error === JOIN_CODE_UNKNOWN))
          await attempt.fail();
        if (read.profile === null) {
          throw new EmailPassword.Error({
            type: 'FIELD_ERROR',
            payload: read.errors,
            message: 'Error in input formFields',
          });
        }
        input.userContext[PROFILE_KEY] = read.profile;
        return signUpPOST(input);
      }),
    signInPOST:
      signInPOST &&
      (async (input) => {
        const attempt = await limiter.check({
          kind: 'sign-in',
          email: fieldValues(input.formFields).get('email'),
          request: input.options.req,
        });
        if (attempt.refused)
          return refuseTooManyAttempts(input.options.res, attempt.retryAfterSeconds);
        const result = await signInPOST(input);
        if (result.status === 'WRONG_CREDENTIALS_ERROR') await attempt.fail();
        return result;
      }),
  };
}

function profileFrom(userContext: UserContext): SignUpProfile | undefined {
  const profile: unknown = userContext[PROFILE_KEY];
  return typeof profile === 'object' && profile !== null ? (profile as SignUpProfile) : undefined;
}

/** A new email-password user gets the profile its sign-up was checked with. */
export function emailPasswordFunctions(
  original: EmailPasswordFunctions,
  accounts: ShopAccounts,
): EmailPasswordFunctions {
  return {
    ...original,
    signUp: async (input) => {
      const result = await original.signUp(input);
      const profile = profileFrom(input.userContext);
      if (result.status === 'OK' && profile)
        await accounts.createAccount(result.user.id, input.email, profile);
      return result;
    },
  };
}

/** The address a login attempt's code went to, from the SuperTokens core. */
async function emailOfAttempt(attempt: {
  tenantId: string;
  preAuthSessionId: string;
  userContext: UserContext;
}): Promise<string | undefined> {
  return (await Passwordless.listCodesByPreAuthSessionId(attempt))?.email;
}

export function passwordlessApis(
  original: PasswordlessApis,
  limiter: AttemptLimiter,
  emailOf: typeof emailOfAttempt = emailOfAttempt,
): PasswordlessApis {
  const consumeCodePOST = original.consumeCodePOST?.bind(original);
  return {
    ...original,
    consumeCodePOST:
      consumeCodePOST &&
      (async (input) => {
        // A magic link's code has 256 random bits: only typed codes can be guessed.
        if (!('userInputCode' in input)) return consumeCodePOST(input);
        const attempt = await limiter.check({
          kind: 'login-code',
          email: await emailOf(input),
          request: input.options.req,
        });
        if (attempt.refused)
          return refuseTooManyAttempts(input.options.res, attempt.retryAfterSeconds);
        const result = await consumeCodePOST(input);
        if (
          result.status === 'INCORRECT_USER_INPUT_CODE_ERROR' ||
          result.status === 'EXPIRED_USER_INPUT_CODE_ERROR'
        )
          await attempt.fail();
        return result;
      }),
  };
}
