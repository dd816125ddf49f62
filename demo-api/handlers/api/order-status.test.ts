/**
 * GET orders/{orderNumber}/status (this project's extension, docs/api-contract.md): with the status
 * token that placing the order answered, no login is needed; with a session, the user's own orders; anything
 * else is the same 404, so an order number alone tells a stranger nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import {
  OrderCreatedSchema,
  OrderStatusAnswerSchema,
  type OrderCreated,
} from '../../../src/shared/api/contract/orders';
import { catalog } from '../../db/catalog/index';
import { orders } from '../../db/orders';
import { resetStore } from '../../db/store';
import { guestOrderRequest } from '../../testing/order-fixtures';
import { call, json } from '../test-client';

const [packaging] = catalog().families.flatMap((f) => f.packagings);
const items = [{ id: packaging?.id ?? '', amount: 1 }];

async function placeGuestOrder(key = 'status-guest-key'): Promise<OrderCreated> {
  const response = await call('POST', '/api/orders/anonymous', {
    headers: { 'x-locale': 'en' },
    body: guestOrderRequest(packaging?.id ?? '', key, 'sanne@example.nl'),
  });
  return OrderCreatedSchema.parse(await json(response));
}

async function placeAnnaOrder(paymentMethod: 'bank' | 'invoice' = 'bank', as = 'user-anna') {
  const response = await call('POST', '/api/orders', {
    as,
    body: {
      items,
      deliveryAddressId: as === 'user-anna' ? 'addr-anna-utrecht' : 'addr-dekker-huizen',
      paymentMethod,
      idempotencyKey: `status-${as}-${paymentMethod}`,
    },
  });
  return OrderCreatedSchema.parse(await json(response));
}

const statusOf = (orderNumber: string, token?: string, as?: string) =>
  call(
    'GET',
    `/api/orders/${encodeURIComponent(orderNumber)}/status${
      token === undefined ? '' : `?token=${encodeURIComponent(token)}`
    }`,
    { as },
  );

async function answer(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return OrderStatusAnswerSchema.parse(await json(response));
}

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(ApiErrorBodySchema.parse(await json(response))).toEqual({
    message: 'Order not found',
    code: 'NOT_FOUND',
  });
}

beforeEach(() => resetStore());

describe('placing an order answers a status token', () => {
  it('long, random per order, and the same again for a replayed idempotency key', async () => {
    const first = await placeGuestOrder('status-a');
    const replay = await placeGuestOrder('status-a');
    const other = await placeGuestOrder('status-b');
    expect(first.statusToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(replay.statusToken).toBe(first.statusToken);
    expect(other.statusToken).not.toBe(first.statusToken);
    expect((await placeAnnaOrder()).statusToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('never echoes the token in what the order itself answers', async () => {
    const placed = await placeAnnaOrder();
    const detail = await call('GET', `/api/orders/${placed.orderNumber}`, { as: 'user-anna' });
    expect(await detail.text()).not.toContain(placed.statusToken);
  });
});

describe('GET orders/{orderNumber}/status', () => {
  it('tells a guest with the token that the order awaits payment, and where to pay', async () => {
    const placed = await placeGuestOrder();
    expect(await answer(await statusOf(placed.orderNumber, placed.statusToken))).toEqual({
      status: 'awaiting_payment',
      paymentUrl: placed.paymentUrl,
    });
  });

  it('follows the bank: paid, and cancelled, without a payment page', async () => {
    const paid = await placeGuestOrder('status-paid');
    orders.update(paid.orderNumber, { status: 'paid', bank: 'ING' });
    expect(await answer(await statusOf(paid.orderNumber, paid.statusToken))).toEqual({
      status: 'paid',
      paymentUrl: null,
    });
    const cancelled = await placeGuestOrder('status-cancelled');
    orders.update(cancelled.orderNumber, { status: 'cancelled' });
    expect(await answer(await statusOf(cancelled.orderNumber, cancelled.statusToken))).toEqual({
      status: 'cancelled',
      paymentUrl: null,
    });
  });

  it('answers an order on invoice as invoiced', async () => {
    const placed = await placeAnnaOrder('invoice', 'user-dekker');
    expect(await answer(await statusOf(placed.orderNumber, placed.statusToken))).toEqual({
      status: 'invoiced',
      paymentUrl: null,
    });
  });

  it('answers a logged-in user about their own orders without a token', async () => {
    const placed = await placeAnnaOrder();
    expect((await answer(await statusOf(placed.orderNumber, undefined, 'user-anna'))).status).toBe(
      'awaiting_payment',
    );
    // A seeded order has no token at all: the session is the only way in.
    expect((await answer(await statusOf('VS-2025-000101', undefined, 'user-anna'))).status).toBe(
      'shipped',
    );
  });

  it('tells a stranger nothing: no token, a wrong token, another order or user, all one 404', async () => {
    const placed = await placeGuestOrder();
    const other = await placeGuestOrder('status-other');
    await expectNotFound(await statusOf(placed.orderNumber));
    await expectNotFound(await statusOf(placed.orderNumber, ''));
    await expectNotFound(await statusOf(placed.orderNumber, 'x'.repeat(43)));
    await expectNotFound(await statusOf(placed.orderNumber, other.statusToken));
    await expectNotFound(await statusOf('VS-2099-999999', placed.statusToken));
    await expectNotFound(await statusOf('VS-2099-999999'));
    // Logged in, but not the owner: the same 404 (and seeded orders have no token to guess).
    await expectNotFound(await statusOf(placed.orderNumber, undefined, 'user-anna'));
    await expectNotFound(await statusOf('VS-2025-000101', undefined, 'user-dekker'));
  });

  it('asks an expired session to refresh rather than answering 404', async () => {
    const placed = await placeAnnaOrder();
    const response = await call('GET', `/api/orders/${placed.orderNumber}/status`, {
      token: 'expired.or.garbled',
    });
    expect(response.status).toBe(401);
    expect(ApiErrorBodySchema.parse(await json(response)).message).toBe('try refresh token');
  });
});
