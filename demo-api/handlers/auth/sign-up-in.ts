/** Email-password sign up and sign in (auth-fdi-contract.md §3.1, §3.2). */
import type { RequestHandler } from 'msw';
import { users } from '../../db/users';
import { createEmailPasswordUser } from '../../auth/accounts';
import { optionalBoolean, readJsonObject } from '../../auth/bad-request';
import { readFormFields, requireField, type FieldError } from '../../auth/form-fields';
import { issueSession } from '../../auth/sessions';
import { readSignUpProfile, SIGN_UP_EXTRA_FIELDS } from '../../auth/signup-profile';
import { toFdiUser } from '../../auth/user-json';
import { emailError, passwordError } from '../../auth/validators';
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

export const signUpInHandlers: RequestHandler[] = [
  ...recipeRoute('post', '/signup', async ({ request, tenantId }) => {
    const body = await readJsonObject(request);
    optionalBoolean(body, 'shouldTryLinkingWithSessionUser');
    const errors: FieldError[] = [];
    const { values, email, password } = readCredentials(body, SIGN_UP_FIELDS, true, errors);
    const profile = readSignUpProfile(values, errors);
    if (errors.length > 0 || email === undefined || password === undefined)
      return fieldError(errors);
    if (users.byEmail(email)) return fieldError([{ id: 'email', error: EMAIL_EXISTS }]);
    const user = createEmailPasswordUser(email, password, profile);
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
    const user = users.byEmail(email);
    if (!user || user.password === null || user.password !== password)
      return json({ status: 'WRONG_CREDENTIALS_ERROR' });
    const session = issueSession(user.id, { tenantId, issuer: issuerOf(request) });
    return withSession({ status: 'OK', user: toFdiUser(user) }, session);
  }),
];
