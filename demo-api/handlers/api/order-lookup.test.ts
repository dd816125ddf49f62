/**
 * POST orders/lookup: a guest's order by its number and e-mail address, no login. A pair that
 * does not match is one 404 (an unknown number, another address, an account's order look the
 * same); guessing is limited like the other secrets; the answer is never cached.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import {
  OrderCreatedSchema,
  OrderLookupAnswerSchema,
} from '../../../src/shared/api/contract/orders';
import { orders } from '../../db/orders';
import { resetStore } from '../../db/store';
import { guestOrderRequest } from '../../testing/order-fixtures';
import { CLIENT_ADDRESS_HEADER } from '../../throttle/client-key';
import { TOO_MANY_ATTEMPTS } from '../../throttle/refusals';
import { call, json } from '../test-client';
import { LOOKUP_PER_CLIENT, LOOKUP_PER_EMAIL, LOOKUP_PER_ORDER } from './order-lookup';

let orderNumber = '';

const lookup = (body: unknown, client = '192.0.2.1', locale = 'en') =>
  call('POST', '/api/orders/lookup', {
    body,
    headers: { [CLIENT_ADDRESS_HEADER]: client, 'x-locale': locale },
  });

/** Status, headers that matter and body: what a stranger could compare between two answers. */
async function observable(response: Response) {
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

beforeEach(async () => {
  resetStore();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 2, 9) });
  vi.spyOn(console, 'info').mockImplementation(() => undefined); // the confirmation mail
  const productId = orders.all()[0]?.lines[0]?.productId ?? '';
  const response = await call('POST', '/api/orders/anonymous', {
    headers: { 'x-locale': 'nl' },
    body: guestOrderRequest(productId, 'lookup-test-key'),
  });
  orderNumber = OrderCreatedSchema.parse(await json(response)).orderNumber;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('POST orders/lookup', () => {
  it('answers the guest order for the right pair, in any case and with spaces, never cached', async () => {
    const response = await lookup({
      orderNumber: ` ${orderNumber.toLowerCase()} `,
      email: ' Guest@Example.NL ',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await json(response);
    const answer = OrderLookupAnswerSchema.parse(body);
    expect(answer.orderNumber).toBe(orderNumber);
    expect(answer.status).toBe('awaiting_payment');
    expect(answer.deliveryAddress.address).toBe('Dorpsstraat 1');
    expect(answer.lines).toHaveLength(1);
    expect(answer.totalInclVat).toBe(orders.byNumber(orderNumber)?.totals.totalInclVat);
    // No invoice link (it needs a login), and no token of any kind.
    expect(body).not.toHaveProperty('invoiceUrl');
    expect(JSON.stringify(body)).not.toMatch(/token/i);
  });

  it('names the products in the language asked for', async () => {
    const nl = OrderLookupAnswerSchema.parse(
      await json(await lookup({ orderNumber, email: 'guest@example.nl' }, '192.0.2.1', 'nl')),
    );
    const fr = OrderLookupAnswerSchema.parse(
      await json(await lookup({ orderNumber, email: 'guest@example.nl' }, '192.0.2.1', 'fr')),
    );
    expect(fr.lines[0]?.productId).toBe(nl.lines[0]?.productId);
    expect(fr.lines[0]?.name).not.toBe(nl.lines[0]?.name);
  });

  it('answers a wrong address, an unknown number and an account order with one and the same 404', async () => {
    const wrongEmail = await observable(
      await lookup({ orderNumber, email: 'someone@example.nl' }, '192.0.2.1'),
    );
    const next = orderNumber.replace(/\d{6}$/, (n) => String(Number(n) + 1).padStart(6, '0'));
    expect(orders.byNumber(next)).toBeUndefined();
    const unknown = await observable(
      await lookup({ orderNumber: next, email: 'guest@example.nl' }, '192.0.2.2'),
    );
    // A seeded order of Anna's account, with her own address: a login shows it, this does not.
    const annas = orders.all().find((o) => o.userId === 'user-anna');
    expect(annas).toBeDefined();
    const account = await observable(
      await lookup({ orderNumber: annas?.orderNumber, email: annas?.customer.email }, '192.0.2.3'),
    );
    expect(wrongEmail).toEqual({
      status: 404,
      cacheControl: 'private, no-store',
      body: JSON.stringify({ message: 'Order not found', code: 'NOT_FOUND' }),
    });
    expect(unknown).toEqual(wrongEmail);
    expect(account).toEqual(wrongEmail);
  });

  it('refuses a client after 10 wrong pairs, the right pair too, with Retry-After', async () => {
    expect(LOOKUP_PER_CLIENT.max).toBe(10);
    for (let i = 0; i < 10; i += 1)
      expect((await lookup({ orderNumber, email: `guess${i}@example.nl` })).status).toBe(404);
    const refused = await lookup({ orderNumber, email: 'guest@example.nl' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(ApiErrorBodySchema.parse(await json(refused))).toEqual({
      message: expect.stringMatching(/^Too many failed attempts/),
      code: TOO_MANY_ATTEMPTS,
    });
    // A minute later the right pair works again.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await lookup({ orderNumber, email: 'guest@example.nl' })).status).toBe(200);
  });

  it('limits one order number over all clients, and one address over all numbers', async () => {
    expect(LOOKUP_PER_ORDER.max).toBe(10);
    for (let i = 0; i < 10; i += 1)
      await lookup({ orderNumber, email: `guess${i}@example.nl` }, `198.51.100.${i}`);
    expect((await lookup({ orderNumber, email: 'guest@example.nl' }, '203.0.113.1')).status).toBe(
      429,
    );

    vi.setSystemTime(Date.now() + 60_000);
    expect(LOOKUP_PER_EMAIL.max).toBe(10);
    for (let i = 0; i < 10; i += 1)
      await lookup(
        { orderNumber: `VS-2025-${String(900 + i).padStart(6, '0')}`, email: 'GUEST@example.nl' },
        `198.51.100.${i}`,
      );
    expect((await lookup({ orderNumber, email: 'guest@example.nl' }, '203.0.113.2')).status).toBe(
      429,
    );
  });

  it('answers a bad body 400 or 422 without counting it as a guess', async () => {
    const malformed = await call('POST', '/api/orders/lookup', { body: '{not json' });
    expect(malformed.status).toBe(400);
    const invalid = await lookup({ orderNumber: '', email: 'not-an-address' });
    expect(invalid.status).toBe(422);
    expect(ApiErrorBodySchema.parse(await json(invalid)).fieldErrors).toEqual({
      orderNumber: expect.any(String),
      email: expect.any(String),
    });
    expect((await lookup({ orderNumber: 42 })).status).toBe(422);
    expect((await lookup({ orderNumber: 'x'.repeat(41), email: 'a@b.nl' })).status).toBe(422);
    for (let i = 0; i < 12; i += 1) await lookup({ orderNumber, email: 'nope' });
    expect((await lookup({ orderNumber, email: 'guest@example.nl' })).status).toBe(200);
  });
});
