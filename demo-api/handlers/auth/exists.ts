/**
 * "Does this email / phone number have an account?" (docs/auth-protocol.md §3.3). The current SDK
 * calls the recipe-prefixed paths; the specification names the old `/signup/…/exists` ones.
 */
import type { RequestHandler } from 'msw';
import { users } from '../../db/users';
import { requiredQuery } from '../../auth/bad-request';
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

export const existsHandlers: RequestHandler[] = [
  ...recipeRoute('get', '/emailpassword/email/exists', emailPasswordExists),
  ...recipeRoute('get', '/signup/email/exists', emailPasswordExists),
  ...recipeRoute('get', '/passwordless/email/exists', passwordlessEmailExists),
  ...recipeRoute('get', '/passwordless/phonenumber/exists', phoneNumberExists),
  ...recipeRoute('get', '/signup/phoneNumber/exists', phoneNumberExists),
  ...recipeRoute('get', '/signup/phonenumber/exists', phoneNumberExists),
];
