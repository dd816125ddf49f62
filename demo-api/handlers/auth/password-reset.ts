/**
 * Password reset by mailed link (docs/auth-protocol.md §3.4, §3.5). No session is created, and
 * every session of the account ends, as in SuperTokens: one opened with the old password may be
 * the reason for the reset.
 */
import type { RequestHandler } from 'msw';
import { users } from '../../db/users';
import { mailPasswordReset } from '../../auth/auth-mails';
import { BadRequestError, readJsonObject, requiredString } from '../../auth/bad-request';
import { readFormFields, requireField, type FieldError } from '../../auth/form-fields';
import { hashPassword } from '../../auth/password-hash';
import { consumeResetToken, createResetToken } from '../../auth/reset-tokens';
import { sessionStore } from '../../auth/session-store';
import { emailError, passwordError } from '../../auth/validators';
import { accountKey } from '../../throttle/attempt-limits';
import { clientKey } from '../../throttle/client-key';
import { fdiTooManyAttempts } from '../../throttle/refusals';
import {
  RESET_MAILS_PER_ACCOUNT,
  RESET_MAILS_PER_CLIENT,
  takeRequest,
} from '../../throttle/request-limits';
import { fieldError, json } from './responses';
import { recipeRoute } from './route';

export const passwordResetHandlers: RequestHandler[] = [
  ...recipeRoute('post', '/user/password/reset/token', async ({ request, tenantId }) => {
    const values = readFormFields(await readJsonObject(request), ['email']);
    const errors: FieldError[] = [];
    const email = requireField(values, 'email', errors);
    const problem = email === undefined ? undefined : emailError(email);
    if (problem) errors.push({ id: 'email', error: problem });
    if (errors.length > 0 || email === undefined) return fieldError(errors);
    // Counted whether or not the address has an account, so a refusal tells nothing either.
    const mail = takeRequest([
      { limit: RESET_MAILS_PER_ACCOUNT, key: accountKey(email) },
      { limit: RESET_MAILS_PER_CLIENT, key: clientKey(request) },
    ]);
    if (mail.refused) return fdiTooManyAttempts(mail.retryAfterSeconds, 'requests');
    const user = users.byEmail(email);
    // OK either way, so the answer does not reveal who has an account. Passwordless-only accounts
    // have no password to reset.
    if (user && user.password !== null)
      mailPasswordReset(request, user.email, createResetToken(user.id), tenantId);
    return json({ status: 'OK' });
  }),

  ...recipeRoute('post', '/user/password/reset', async ({ request }) => {
    const body = await readJsonObject(request);
    if (body.method !== undefined && body.method !== 'token')
      throw new BadRequestError('method must be "token"');
    if (body.token === undefined)
      throw new BadRequestError('Please provide the password reset token');
    const token = requiredString(body, 'token');
    const values = readFormFields(body, ['password']);
    const errors: FieldError[] = [];
    const password = requireField(values, 'password', errors);
    const problem = password === undefined ? undefined : passwordError(password);
    if (problem) errors.push({ id: 'password', error: problem });
    // Checked before the token is used up, so a rejected password does not cost the link.
    if (errors.length > 0 || password === undefined) return fieldError(errors);
    const userId = consumeResetToken(token);
    const user = userId === null ? undefined : users.byId(userId);
    if (!user) return json({ status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR' });
    users.update(user.id, { password: hashPassword(password) });
    sessionStore.endAllOf(user.id);
    return json({ status: 'OK' });
  }),
];
