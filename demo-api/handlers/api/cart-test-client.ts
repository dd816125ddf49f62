/**
 * Test helper: calls the cart handlers the way the shop's HTTP client would, without a server
 * (msw's `getResponse`), and picks real packagings from the seeded catalogue.
 */
import { getResponse } from 'msw';
import { catalog } from '../../db/catalog/index';
import type { PackagingRecord } from '../../db/catalog/records';
import { createSession } from '../../auth/sessions';
import { cartHandlers } from './cart';

export interface ApiCall {
  method?: 'GET' | 'POST';
  /** A JSON-serialisable body, or a raw string sent as is (to test malformed JSON). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Log in as this demo user (a real session from the auth module). */
  as?: string;
}

export async function callCart(
  path: string,
  { method = 'GET', body, headers = {}, as }: ApiCall = {},
): Promise<Response> {
  const auth: Record<string, string> = as
    ? { authorization: `Bearer ${createSession(as).accessToken}` }
    : {};
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...auth, ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await getResponse(cartHandlers, request);
  if (!response) throw new Error(`No cart handler answered ${method} ${path}`);
  return response;
}

/** The first packaging of a brand in the seeded catalogue (e.g. 'b-festool'). */
export function packagingOf(brandId: string): PackagingRecord {
  const family = catalog().families.find((f) => f.brandId === brandId && f.packagings.length > 0);
  const packaging = family?.packagings[0];
  if (!packaging) throw new Error(`No packaging for brand ${brandId}`);
  return packaging;
}
