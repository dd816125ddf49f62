/**
 * "Does this email / phone number have an account?" (docs/auth-protocol.md §3.3). The current SDK
 * calls the recipe-prefixed paths; older clients call the `/signup/…/exists` ones, answered too.
 * Each answer tells who has an account, so a client may ask only so often (request-limits.ts).
 */
import type { RequestHandler } from 'msw';
import { users } from '../../db/users';
import { requiredQuery } from '../../auth/bad-request';
import { clientKey } from '../../throttle/client-key';
import { fdiTooManyAttempts } from '../../throttle/refusals';
import { EMAIL_CHECKS_PER_CLIENT, takeRequest } from '../../throttle/request-limits';
import { json } from './responses';
import { recipeRoute } from './route';

const emailPasswordExists = ({ request }: { request: Request }) => {
  const user = users.byEmail(requiredQuery(request, 'email'));
  return json({ status: 'OK', exists: user !== undefined && user.password !== null });
};

// A mailed code logs into any account with the address (see accounts.ts), so any account counts.
const passwordlessEmailExists = ({ request }: { request: Request }) =>
  json({ status: 'OK', exists: users.byEmail(requiredQuery(request, 'email')) !== undefined });

// The shop logs in by email only: no account has a phone number.
const phoneNumberExists = ({ request }: { request: Request }) => {
  requiredQuery(request, 'phoneNumber');
  return json({ status: 'OK', exists: false });
};

type Answer = (info: { request: Request }) => Response;

/** The question, asked within the client's limit. */
const limited =
  (answer: Answer): Answer =>
  (info) => {
    const asked = takeRequest([{ limit: EMAIL_CHECKS_PER_CLIENT, key: clientKey(info.request) }]);
    return asked.refused ? fdiTooManyAttempts(asked.retryAfterSeconds, 'requests') : answer(info);
  };

export const existsHandlers: RequestHandler[] = [
  ...recipeRoute('get', '/emailpassword/email/exists', limited(emailPasswordExists)),
  ...recipeRoute('get', '/signup/email/exists', limited(emailPasswordExists)),
  ...recipeRoute('get', '/passwordless/email/exists', limited(passwordlessEmailExists)),
  ...recipeRoute('get', '/passwordless/phonenumber/exists', limited(phoneNumberExists)),
  ...recipeRoute('get', '/signup/phoneNumber/exists', limited(phoneNumberExists)),
  ...recipeRoute('get', '/signup/phonenumber/exists', limited(phoneNumberExists)),
];
