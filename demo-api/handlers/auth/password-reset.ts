/** Password reset by mailed link (docs/auth-protocol.md §3.4, §3.5). No session is created. */
import type { RequestHandler } from 'msw';
import { users } from '../../db/users';
import { mailPasswordReset } from '../../auth/auth-mails';
import { BadRequestError, readJsonObject, requiredString } from '../../auth/bad-request';
import { readFormFields, requireField, type FieldError } from '../../auth/form-fields';
import { hashPassword } from '../../auth/password-hash';
import { consumeResetToken, createResetToken } from '../../auth/reset-tokens';
import { emailError, passwordError } from '../../auth/validators';
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
    return json({ status: 'OK' });
  }),
];
