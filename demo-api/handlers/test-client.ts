/**
 * Calls the demo API's handlers in-process, for the demo-api unit tests: the full handler list
 * behind MSW's getResponse (what demo-api/server.ts does), with no network and no server to start.
 */
import { getResponse } from 'msw';
import { createSession } from '../auth/sessions';
import { addresses } from '../db/addresses';
import { faults } from '../db/faults';
import { favorites } from '../db/favorites';
import { machines } from '../db/machines';
import { orders } from '../db/orders';
import { companies, users } from '../db/users';
import { handlers } from './index';

export const TEST_ORIGIN = 'http://shop.test';

export interface CallOptions {
  /** Serialised as JSON unless it is already a string (send malformed JSON as a string). */
  body?: unknown;
  /** A user id to log in as (a fresh session), or an explicit access token. */
  as?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** Sends `method path` (path relative to the origin, e.g. `/api/addresses`) through the handlers. */
export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers({
    'x-locale': 'nl',
    'x-account-type': 'personal',
    'x-country-code': 'NL',
    ...options.headers,
  });
  const token = options.token ?? (options.as ? createSession(options.as).accessToken : undefined);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('Content-Type', 'application/json');
  }
  const request = new Request(new URL(path, TEST_ORIGIN), { method, headers, body });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`No handler answered ${method} ${path}`);
  return response;
}

/** The parsed JSON body of a response (typed by the caller's schema parse, not trusted blindly). */
export async function json(response: Response): Promise<unknown> {
  return response.json() as Promise<unknown>;
}

/**
 * Everything the account and order calls can change, as one comparable value: tests take it
 * before and after a rejected call to prove that nothing was written.
 */
export function stateSnapshot(): string {
  const owners = [
    ...users.all().map((u) => `user:${u.id}`),
    ...companies.all().map((c) => `company:${c.id}`),
  ];
  return JSON.stringify({
    users: users.all(),
    companies: companies.all(),
    addresses: owners.map((owner) => addresses.list(owner)),
    orders: orders.all(),
    favorites: users.all().map((u) => favorites.list(u.id)),
    machines: owners.map((owner) => machines.list(owner)),
    faults: faults.list(),
  });
}
