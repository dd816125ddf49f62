/**
 * POST orders/lookup (this project's extension, docs/api-contract.md): a guest finds an order
 * they placed without an account by its number and the e-mail address they gave, as the order
 * confirmation's link invites them to.
 *
 * - Only guest orders: an account's order is seen after logging in, a stronger proof than an
 *   e-mail address (and a company's order carries its colleagues' data).
 * - Order numbers are sequential, so the e-mail address is the secret: a pair that does not match
 *   is one 404, the same whether the number exists, belongs to an account or to another address.
 * - Guessing is limited like the other secrets (throttle/attempt-limits.ts): failures per client,
 *   per order number and per e-mail address; past a limit even the right pair is refused (429
 *   with Retry-After). A malformed request (400/422) compares nothing and is not counted.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  OrderLookupRequestSchema,
  type OrderLookupAnswer,
} from '../../../src/shared/api/contract/orders';
import { orders, type OrderRecord } from '../../db/orders';
import { accountKey, checkAttempt } from '../../throttle/attempt-limits';
import { clientKey } from '../../throttle/client-key';
import { apiTooManyAttempts } from '../../throttle/refusals';
import type { Limit } from '../../throttle/sliding-window';
import { apiPath } from '../paths';
import { errorResponse, parseBody, shopContext } from '../http';
import { toOrderDetail } from './order-view';

const MINUTE = 60_000;
/** Wrong pairs per client, over all order numbers and addresses. */
export const LOOKUP_PER_CLIENT: Limit = { name: 'lookup:client', max: 10, windowMs: MINUTE };
/** Wrong pairs per order number, from wherever they come (addresses tried for one order). */
export const LOOKUP_PER_ORDER: Limit = { name: 'lookup:order', max: 10, windowMs: MINUTE };
/** Wrong pairs per e-mail address, from wherever they come (order numbers tried for one address). */
export const LOOKUP_PER_EMAIL: Limit = { name: 'lookup:email', max: 10, windowMs: MINUTE };

/** The answer is one person's order: never cached, by the browser or on the way. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

const orderKey = (orderNumber: string): string => orderNumber.trim().toUpperCase();

/** The guest order with this number and e-mail address (case-insensitive), or undefined. */
function guestOrder(orderNumber: string, email: string): OrderRecord | undefined {
  const order = orders.byNumber(orderNumber);
  if (!order || order.userId !== null) return undefined;
  return accountKey(order.customer.email) === accountKey(email) ? order : undefined;
}

const withPrivate = (response: Response): Response => {
  response.headers.set('Cache-Control', PRIVATE['Cache-Control']);
  return response;
};

export const orderLookupHandlers: RequestHandler[] = [
  http.post(apiPath('orders/lookup'), async ({ request }) => {
    const body = await parseBody(request, OrderLookupRequestSchema);
    if (!body.ok) return withPrivate(body.response);
    const { orderNumber, email } = body.data;
    // Before the pair is compared: past a limit even the right pair is refused.
    const attempt = checkAttempt([
      { limit: LOOKUP_PER_CLIENT, key: clientKey(request) },
      { limit: LOOKUP_PER_ORDER, key: orderKey(orderNumber) },
      { limit: LOOKUP_PER_EMAIL, key: accountKey(email) },
    ]);
    if (attempt.refused) return withPrivate(apiTooManyAttempts(attempt.retryAfterSeconds));
    const order = guestOrder(orderNumber, email);
    if (!order) {
      attempt.count();
      return withPrivate(errorResponse(404, { message: 'Order not found', code: 'NOT_FOUND' }));
    }
    // The invoice needs a login: its path would only be a dead link here.
    const { invoiceUrl: _invoiceUrl, ...detail } = toOrderDetail(
      order,
      shopContext(request).locale,
    );
    const answer: OrderLookupAnswer = detail;
    return HttpResponse.json(answer, { headers: PRIVATE });
  }),
];
