/**
 * PUT user/password: the logged-in user changes their password (this project's extension; the
 * specification names no such call). The current password proves it is really them; the new one
 * must meet the same policy as sign-up and reset. The session stays: SuperTokens keeps sessions on
 * a password change, and the shopper who just changed it should not be logged out.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { PasswordChangeSchema } from '../../../src/shared/api/contract/account';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { passwordError } from '../../auth/validators';
import { users } from '../../db/users';
import { apiPath } from '../paths';
import { errorResponse, parseBody, requireUser } from '../http';

export const WRONG_PASSWORD_MESSAGE = 'The current password is wrong';

export const passwordHandlers: RequestHandler[] = [
  http.put(apiPath('user/password'), async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, PasswordChangeSchema);
    if (!body.ok) return body.response;
    const { oldPassword, newPassword } = body.data;

    // An account without a password (passwordless only) has nothing to prove it with.
    const wrongOld = !verifyPassword(oldPassword, auth.user.password);
    const policy = passwordError(newPassword);
    if (wrongOld || policy) {
      // Both problems at once, so the shopper fixes the form in one go.
      const fieldErrors: Record<string, string> = {};
      if (wrongOld) fieldErrors.oldPassword = WRONG_PASSWORD_MESSAGE;
      if (policy) fieldErrors.newPassword = policy;
      return errorResponse(422, {
        message: wrongOld ? WRONG_PASSWORD_MESSAGE : 'Some fields are invalid',
        code: wrongOld ? 'WRONG_PASSWORD' : 'VALIDATION_ERROR',
        fieldErrors,
      });
    }
    users.update(auth.user.id, { password: hashPassword(newPassword) });
    return new HttpResponse(null, { status: 204 });
  }),
];
