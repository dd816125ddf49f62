/**
 * PUT user/password: the logged-in user changes their password (this project's extension;
 * requirements §14.1 names no such call). The current password proves it is really them; the new one
 * must meet the same policy as sign-up and reset. The session that asked stays (the shopper who
 * just changed it is not logged out); every other session of the account ends, so one opened with
 * the old password by someone else does not go on. Guesses of the current password are limited
 * like sign-in's.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { PasswordChangeSchema } from '../../../src/shared/api/contract/account';
import { sessionStore } from '../../auth/session-store';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { passwordError } from '../../auth/validators';
import { users } from '../../db/users';
import {
  accountAndClientKey,
  checkAttempt,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_CLIENT,
} from '../../throttle/attempt-limits';
import { clientKey } from '../../throttle/client-key';
import { apiTooManyAttempts } from '../../throttle/refusals';
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
    // The same limits as sign-in, checked before the password is compared: a stolen session must
    // not become a way to guess the password without limit.
    const client = clientKey(request);
    const attempt = checkAttempt([
      { limit: SIGN_IN_PER_ACCOUNT, key: accountAndClientKey(auth.user.email, client) },
      { limit: SIGN_IN_PER_CLIENT, key: client },
    ]);
    if (attempt.refused) return apiTooManyAttempts(attempt.retryAfterSeconds);

    // An account without a password (passwordless only) has nothing to prove it with.
    const wrongOld = !verifyPassword(oldPassword, auth.user.password);
    const policy = passwordError(newPassword);
    if (wrongOld) attempt.count();
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
    sessionStore.endAllOf(auth.user.id, auth.sessionHandle);
    return new HttpResponse(null, { status: 204 });
  }),
];
