/** Email-password sign up and sign in (docs/auth-protocol.md §3.1, §3.2). */
import type { RequestHandler } from 'msw';
import { users } from '../../db/users';
import { createEmailPasswordUser } from '../../auth/accounts';
import { optionalBoolean, readJsonObject } from '../../auth/bad-request';
import { verifyPassword } from '../../auth/password-hash';
import {
  optionalField,
  readFormFields,
  requireField,
  type FieldError,
  type FormValues,
} from '../../auth/form-fields';
import { issueSession } from '../../auth/sessions';
import { readSignUpProfile, SIGN_UP_EXTRA_FIELDS } from '../../auth/signup-profile';
import { toFdiUser } from '../../auth/user-json';
import { emailError, passwordError } from '../../auth/validators';
import {
  accountAndClientKey,
  accountKey,
  checkAttempt,
  JOIN_PER_CLIENT,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_CLIENT,
} from '../../throttle/attempt-limits';
import {
  checkRequest,
  SESSIONS_PER_ACCOUNT,
  SESSIONS_PER_CLIENT,
  SIGN_UPS_PER_CLIENT,
} from '../../throttle/request-limits';
import { clientKey } from '../../throttle/client-key';
import { fdiTooManyAttempts } from '../../throttle/refusals';
import { fieldError, issuerOf, json, withSession } from './responses';
import { recipeRoute } from './route';

export const EMAIL_EXISTS = 'This email already exists. Please sign in instead.';

const SIGN_UP_FIELDS: readonly string[] = ['email', 'password', ...SIGN_UP_EXTRA_FIELDS];

/** Email and password, each checked only when present (a missing one is already recorded). */
function readCredentials(
  body: Record<string, unknown>,
  allowed: readonly string[],
  checkPolicy: boolean,
  errors: FieldError[],
) {
  const values = readFormFields(body, allowed);
  const email = requireField(values, 'email', errors);
  const emailProblem = email === undefined ? undefined : emailError(email);
  if (emailProblem) errors.push({ id: 'email', error: emailProblem });
  const password = requireField(values, 'password', errors);
  const passwordProblem =
    password === undefined || !checkPolicy ? undefined : passwordError(password);
  if (passwordProblem) errors.push({ id: 'password', error: passwordProblem });
  return { values, email, password };
}

/** Whether the sign-up tries a join code (a personal account's company fields are ignored). */
const triesJoinCode = (values: FormValues): boolean =>
  optionalField(values, 'accountType') === 'business' &&
  optionalField(values, 'companyJoinCode') !== undefined;

export const signUpInHandlers: RequestHandler[] = [
  ...recipeRoute('post', '/signup', async ({ request, tenantId }) => {
    const body = await readJsonObject(request);
    optionalBoolean(body, 'shouldTryLinkingWithSessionUser');
    const client = clientKey(request);
    // Only an account that is made counts; a form sent back with field errors does not.
    const made = checkRequest([
      { limit: SIGN_UPS_PER_CLIENT, key: client },
      { limit: SESSIONS_PER_CLIENT, key: client },
    ]);
    if (made.refused) return fdiTooManyAttempts(made.retryAfterSeconds, 'requests');
    const errors: FieldError[] = [];
    const { values, email, password } = readCredentials(body, SIGN_UP_FIELDS, true, errors);
    // Checked before the profile looks the code up: a refused guess must learn nothing.
    const joinAttempt = triesJoinCode(values)
      ? checkAttempt([{ limit: JOIN_PER_CLIENT, key: client }])
      : null;
    if (joinAttempt?.refused) return fdiTooManyAttempts(joinAttempt.retryAfterSeconds);
    const profile = readSignUpProfile(values, errors);
    // No company found for the code: a wrong guess (a right one is not counted).
    if (profile.company?.kind !== 'join') joinAttempt?.count();
    if (errors.length > 0 || email === undefined || password === undefined)
      return fieldError(errors);
    if (users.byEmail(email)) return fieldError([{ id: 'email', error: EMAIL_EXISTS }]);
    const user = createEmailPasswordUser(email, password, profile);
    made.count();
    const session = issueSession(user.id, { tenantId, issuer: issuerOf(request) });
    return withSession(
      { status: 'OK', user: toFdiUser(user), createdNewRecipeUser: true },
      session,
    );
  }),

  ...recipeRoute('post', '/signin', async ({ request, tenantId }) => {
    const body = await readJsonObject(request);
    optionalBoolean(body, 'shouldTryLinkingWithSessionUser');
    const errors: FieldError[] = [];
    const { email, password } = readCredentials(body, ['email', 'password'], false, errors);
    if (errors.length > 0 || email === undefined || password === undefined)
      return fieldError(errors);
    // Before the password is compared: past the limit even the right password is refused.
    const client = clientKey(request);
    const attempt = checkAttempt([
      { limit: SIGN_IN_PER_ACCOUNT, key: accountAndClientKey(email, client) },
      { limit: SIGN_IN_PER_CLIENT, key: client },
    ]);
    if (attempt.refused) return fdiTooManyAttempts(attempt.retryAfterSeconds);
    // Sessions started, counted once one is: a wrong password starts none.
    const started = checkRequest([
      { limit: SESSIONS_PER_ACCOUNT, key: accountKey(email) },
      { limit: SESSIONS_PER_CLIENT, key: client },
    ]);
    if (started.refused) return fdiTooManyAttempts(started.retryAfterSeconds, 'requests');
    const user = users.byEmail(email);
    if (!user || !verifyPassword(password, user.password)) {
      // Unknown addresses count too, so being refused tells nothing about who has an account.
      attempt.count();
      return json({ status: 'WRONG_CREDENTIALS_ERROR' });
    }
    started.count();
    const session = issueSession(user.id, { tenantId, issuer: issuerOf(request) });
    return withSession({ status: 'OK', user: toFdiUser(user) }, session);
  }),
];
