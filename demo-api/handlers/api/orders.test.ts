import { beforeEach, describe, expect, it } from 'vitest';
import { CartCalculationSchema } from '../../../src/shared/api/contract/cart';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import {
  IDEMPOTENCY_KEY_REUSED,
  OrderCreatedSchema,
  OrderDetailSchema,
} from '../../../src/shared/api/contract/orders';
import { catalog } from '../../db/catalog/index';
import { orders } from '../../db/orders';
import { resetStore } from '../../db/store';
import { emptyGuestDraft } from '../../testing/order-fixtures';
import { call, json, stateSnapshot } from '../test-client';
import { CLIENT_ADDRESS_HEADER } from '../../throttle/client-key';
import { GUEST_ORDERS_PER_CLIENT } from '../../throttle/request-limits';
import { userScope } from './idempotency-scope';

const packagingIds = catalog().families.flatMap((f) => f.packagings.map((p) => p.id));
const [P1 = '', P2 = ''] = packagingIds;
const items = [
  { id: P1, amount: 2 },
  { id: P2, amount: 1 },
];
const inlineAddress = {
  name: 'Ferme Dubois',
  address: 'Rue de la Station 4',
  postalcode: '4000',
  city: 'Liège',
  country: 'BE',
  telephone: '+32 4 222 10 10',
  isDefaultDelivery: false,
};
let keyCount = 0;
const freshKey = (): string => `checkout-${(keyCount += 1)}-key`;

const bankOrder = (key = freshKey()) => ({
  items,
  deliveryAddressId: 'addr-anna-utrecht',
  paymentMethod: 'bank',
  idempotencyKey: key,
});

async function place(
  userId: string,
  body: object,
): Promise<{ status: number; orderNumber: string; paymentUrl: string | null }> {
  const response = await call('POST', '/api/orders', { as: userId, body });
  return { status: response.status, ...OrderCreatedSchema.parse(await json(response)) };
}
const detail = async (userId: string, orderNumber: string, locale = 'nl') =>
  OrderDetailSchema.parse(
    await json(
      await call('GET', `/api/orders/${orderNumber}`, {
        as: userId,
        headers: { 'x-locale': locale },
      }),
    ),
  );

beforeEach(() => resetStore());

describe('POST orders', () => {
  it('places a bank order priced by the server like the cart, awaiting payment', async () => {
    const placed = await place('user-anna', bankOrder());
    expect(placed.status).toBe(201);
    expect(placed.orderNumber).toMatch(/^VS-\d{4}-\d{6}$/);
    expect(placed.paymentUrl).toMatch(
      new RegExp(`^/__demo/bank\\?order=${placed.orderNumber}&lang=nl&token=[\\w-]{43}$`),
    );

    const order = await detail('user-anna', placed.orderNumber);
    const [address] = (await json(
      await call('GET', '/api/addresses', { as: 'user-anna' }),
    )) as object[];
    const cart = CartCalculationSchema.parse(
      await json(
        await call('POST', '/api/cart/calculate', {
          as: 'user-anna',
          body: { products: items, deliveryAddress: { ...address, id: undefined } },
        }),
      ),
    );
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'bank',
      totalInclVat: cart.totalInclVat,
      vat: cart.vat,
    });
    expect(order.lines.map((l) => [l.productId, l.amount])).toEqual([
      [P1, 2],
      [P2, 1],
    ]);
    expect(order.invoiceUrl).toBe(`orders/${placed.orderNumber}/invoice`);
    // Every figure of checkout's overview, excl. and incl. VAT, so the order detail can show a
    // private buyer what checkout showed (shipping incl. VAT) and a business the excl. VAT ones.
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(order).toMatchObject({
      articleTotalExclVat: cart.subtotalExclVat,
      articleTotalInclVat: cart.subtotalInclVat,
      discountExclVat: sum(cart.discounts.map((d) => d.amountExclVat)),
      discountInclVat: sum(cart.discounts.map((d) => d.amountInclVat)),
      shippingExclVat: cart.shippingExclVat,
      shippingInclVat: cart.shippingInclVat,
      customsExclVat: cart.customsExclVat,
      vatRate: cart.vatRate,
      totalExclVat: cart.totalExclVat,
    });
    expect(order.lines.map((l) => [l.unitPriceExclVat, l.unitPriceInclVat])).toEqual(
      cart.lines.map((l) => [l.unitPriceExclVat, l.unitPriceInclVat]),
    );
  });

  it('answers the same order for the same idempotency key and never creates a second', async () => {
    const count = orders.all().length;
    const key = freshKey();
    const first = await place('user-anna', bankOrder(key));
    const replay = await place('user-anna', bankOrder(key));
    expect([first.status, replay.status]).toEqual([201, 200]);
    expect(replay).toMatchObject({ orderNumber: first.orderNumber, paymentUrl: first.paymentUrl });
    expect(orders.all()).toHaveLength(count + 1);
    // The key belongs to its user: a colleague's identical key is a different checkout.
    const other = await place('user-jan', {
      ...bankOrder(key),
      deliveryAddressId: 'addr-cleanpro-amersfoort',
    });
    expect(other.status).toBe(201);
    expect(other.orderNumber).not.toBe(first.orderNumber);
  });

  it('replays a key to the same request however its lines and fields are ordered or spaced', async () => {
    const key = freshKey();
    const first = await place('user-peeters', {
      items,
      deliveryAddress: inlineAddress,
      paymentMethod: 'invoice',
      purchaseOrderReference: 'PO 12',
      idempotencyKey: key,
    });
    const replay = await place('user-peeters', {
      idempotencyKey: key,
      purchaseOrderReference: '  PO 12 ',
      paymentMethod: 'invoice',
      deliveryAddress: { ...inlineAddress, city: ' Liège ' },
      items: [...items].reverse(),
    });
    expect([first.status, replay.status]).toEqual([201, 200]);
    expect(replay.orderNumber).toBe(first.orderNumber);
  });

  it.each([
    ['another cart', { items: [{ id: P1, amount: 3 }] }],
    ['another delivery address', { deliveryAddressId: undefined, deliveryAddress: inlineAddress }],
    ['a note added', { note: 'Please ring twice' }],
  ])('refuses the same key with %s (422) and places nothing', async (_label, change) => {
    const key = freshKey();
    const first = await place('user-anna', bankOrder(key));
    expect(first.status).toBe(201);
    const before = stateSnapshot();
    const response = await call('POST', '/api/orders', {
      as: 'user-anna',
      body: { ...bankOrder(key), ...change },
    });
    expect(response.status).toBe(422);
    const body = ApiErrorBodySchema.parse(await json(response));
    expect(body).toMatchObject({ code: IDEMPOTENCY_KEY_REUSED });
    expect(body.message).toMatch(/already used with another request/);
    // Nothing of the first order is handed out, and nothing new is stored.
    expect(JSON.stringify(body)).not.toContain(first.orderNumber);
    expect(stateSnapshot()).toBe(before);
    // The first request itself still gets its order back.
    expect(await place('user-anna', bankOrder(key))).toMatchObject({
      status: 200,
      orderNumber: first.orderNumber,
    });
  });

  it('replays a key stored before keys had a fingerprint, as it always did', async () => {
    const key = freshKey();
    // What a data file written before fingerprints holds: the key and its order, nothing more.
    const stored = orders.place(
      emptyGuestDraft('before fingerprints'),
      userScope('user-anna'),
      key,
    );
    const replay = await place('user-anna', bankOrder(key));
    expect(replay).toMatchObject({ status: 200, orderNumber: stored.orderNumber });
  });

  it('lets business accounts order on invoice, without a payment page', async () => {
    const placed = await place('user-dekker', {
      items,
      deliveryAddressId: 'addr-dekker-huizen',
      paymentMethod: 'invoice',
      idempotencyKey: freshKey(),
    });
    expect(placed).toMatchObject({ status: 201, paymentUrl: null });
    expect(await detail('user-dekker', placed.orderNumber)).toMatchObject({
      status: 'invoiced',
      paymentMethod: 'invoice',
    });
  });

  it('reverse-charges a Belgian business with a VAT number, to an inline address', async () => {
    const placed = await place('user-peeters', {
      items,
      deliveryAddress: inlineAddress,
      paymentMethod: 'invoice',
      idempotencyKey: freshKey(),
    });
    const order = await detail('user-peeters', placed.orderNumber);
    expect(order).toMatchObject({
      reverseCharge: true,
      vatExemption: 'intra_community_supply',
      vat: 0,
      deliveryAddress: { city: 'Liège' },
    });
    expect(order.totalInclVat).toBe(order.totalExclVat);
  });

  it('says an order delivered outside the EU is an export, and one with VAT has no exemption', async () => {
    const placed = await place('user-peeters', {
      items,
      deliveryAddress: { ...inlineAddress, city: 'Genève', postalcode: '1201', country: 'CH' },
      paymentMethod: 'invoice',
      idempotencyKey: freshKey(),
    });
    expect(await detail('user-peeters', placed.orderNumber)).toMatchObject({
      reverseCharge: false,
      vatExemption: 'export',
      vatRate: 0,
      vat: 0,
    });
    const dutch = await place('user-anna', bankOrder());
    expect(await detail('user-anna', dutch.orderNumber)).toMatchObject({
      vatRate: 21,
      vatExemption: null,
    });
  });

  it.each([
    [
      'invoice for a personal account',
      bankOrder(freshKey()),
      { paymentMethod: 'invoice' },
      422,
      'paymentMethod',
    ],
    [
      'another customer\u2019s address',
      bankOrder(freshKey()),
      { deliveryAddressId: 'addr-dekker-soest' },
      422,
      'deliveryAddressId',
    ],
    [
      'both an address id and an address',
      bankOrder(freshKey()),
      { deliveryAddress: inlineAddress },
      422,
      'deliveryAddress',
    ],
    [
      'an unknown product',
      bankOrder(freshKey()),
      { items: [{ id: 'p-none', amount: 1 }] },
      422,
      'items.0.id',
    ],
    [
      'an amount of the wrong type',
      bankOrder(freshKey()),
      { items: [{ id: P1, amount: '2' }] },
      422,
      'items.0.amount',
    ],
    ['no items', bankOrder(freshKey()), { items: [] }, 422, 'items'],
    [
      'a missing idempotency key',
      bankOrder(freshKey()),
      { idempotencyKey: undefined },
      422,
      'idempotencyKey',
    ],
    [
      'a country the shop does not serve',
      { ...bankOrder(freshKey()), deliveryAddressId: undefined },
      { deliveryAddress: { ...inlineAddress, country: 'US' } },
      422,
      'deliveryAddress.country',
    ],
  ])('rejects %s and writes nothing', async (_label, base, change, status, field) => {
    const before = stateSnapshot();
    const response = await call('POST', '/api/orders', {
      as: 'user-anna',
      body: { ...base, ...change },
    });
    expect(response.status).toBe(status);
    expect(ApiErrorBodySchema.parse(await json(response)).fieldErrors).toHaveProperty([field]);
    expect(stateSnapshot()).toBe(before);
  });

  it('answers 400 for malformed JSON and 401 without a token, writing nothing', async () => {
    const before = stateSnapshot();
    expect(
      (await call('POST', '/api/orders', { as: 'user-anna', body: '{"items": [' })).status,
    ).toBe(400);
    expect((await call('POST', '/api/orders', { body: bankOrder() })).status).toBe(401);
    expect(stateSnapshot()).toBe(before);
  });
});

describe('POST orders/anonymous', () => {
  const guestOrder = (key: string) => ({
    email: 'guest@example.de',
    name: 'Klaus Becker',
    telephone: '+49 30 1234567',
    deliveryAddress: {
      ...inlineAddress,
      name: 'Klaus Becker',
      address: 'Hauptstraße 5',
      postalcode: '10115',
      city: 'Berlin',
      country: 'DE',
    },
    items,
    idempotencyKey: key,
  });

  it('takes only so many guest orders from one client; repeats and refused forms do not count', async () => {
    const from = (client: string) => ({ [CLIENT_ADDRESS_HEADER]: client });
    const headers = from('192.0.2.1');
    const bad = {
      ...guestOrder(freshKey()),
      deliveryAddress: { ...guestOrder('x').deliveryAddress, country: 'XX' },
    };
    expect((await call('POST', '/api/orders/anonymous', { headers, body: bad })).status).toBe(422);
    const key = freshKey();
    for (let i = 0; i < GUEST_ORDERS_PER_CLIENT.max; i += 1) {
      const body = guestOrder(i === 0 ? key : freshKey());
      expect((await call('POST', '/api/orders/anonymous', { headers, body })).status).toBe(201);
    }
    // The first order asked for again is answered, not refused: it is no new order.
    const replay = await call('POST', '/api/orders/anonymous', { headers, body: guestOrder(key) });
    expect(replay.status).toBe(200);
    const count = orders.all().length;
    const refused = await call('POST', '/api/orders/anonymous', {
      headers,
      body: guestOrder(freshKey()),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ApiErrorBodySchema.parse(await json(refused)).code).toBe('TOO_MANY_ATTEMPTS');
    expect(orders.all()).toHaveLength(count);
    const elsewhere = { headers: from('198.51.100.9'), body: guestOrder(freshKey()) };
    expect((await call('POST', '/api/orders/anonymous', elsewhere)).status).toBe(201);
  });

  it('places a bank order with personal prices for the address country, idempotently', async () => {
    const count = orders.all().length;
    const key = freshKey();
    const headers = { 'x-locale': 'en', 'x-account-type': 'business' };
    const first = await call('POST', '/api/orders/anonymous', { headers, body: guestOrder(key) });
    const replay = await call('POST', '/api/orders/anonymous', { headers, body: guestOrder(key) });
    expect([first.status, replay.status]).toEqual([201, 200]);
    const created = OrderCreatedSchema.parse(await json(first));
    expect(OrderCreatedSchema.parse(await json(replay))).toEqual(created);
    expect(created.paymentUrl).toMatch(
      new RegExp(`^/__demo/bank\\?order=${created.orderNumber}&lang=en&token=[\\w-]{43}$`),
    );
    expect(orders.all()).toHaveLength(count + 1);
    // A guest is a private buyer whatever the header says: German VAT included.
    expect(orders.byNumber(created.orderNumber)?.totals).toMatchObject({
      vatRate: 19,
      reverseCharge: false,
    });
    expect(orders.byNumber(created.orderNumber)?.status).toBe('awaiting_payment');
  });

  it('never answers one guest with another guest’s order for the same key', async () => {
    const count = orders.all().length;
    const key = freshKey();
    const anna = { ...guestOrder(key), email: 'anna.guest@example.nl', name: 'Anna Gast' };
    const mallory = { ...guestOrder(key), email: 'mallory@example.nl', name: 'Mallory' };
    const placeAs = async (body: object) => {
      const response = await call('POST', '/api/orders/anonymous', { body });
      return { status: response.status, ...OrderCreatedSchema.parse(await json(response)) };
    };

    const first = await placeAs(anna);
    const other = await placeAs(mallory);
    // Another guest with the same key is another checkout: their own order, nothing of Anna's.
    expect([first.status, other.status]).toEqual([201, 201]);
    expect(other.orderNumber).not.toBe(first.orderNumber);
    expect(other.statusToken).not.toBe(first.statusToken);
    expect(other.paymentUrl).not.toBe(first.paymentUrl);
    expect(orders.byNumber(other.orderNumber)?.customer.email).toBe('mallory@example.nl');

    // Anna replaying her checkout (its lines in another order too) gets her order back, once.
    const replay = await placeAs(anna);
    const reordered = await placeAs({ ...anna, items: [...anna.items].reverse() });
    expect([replay.status, reordered.status]).toEqual([200, 200]);
    const { status: _status, ...created } = first;
    expect(replay).toEqual({ ...created, status: 200 });
    expect(reordered.orderNumber).toBe(first.orderNumber);
    expect(orders.all()).toHaveLength(count + 2);
  });

  it.each([
    ['other lines', { items: [{ id: P1, amount: 5 }] }],
    ['another delivery address', { deliveryAddress: { ...inlineAddress, country: 'DE' } }],
    ['another name', { name: 'Klaus B.' }],
    ['the e-mail address in capitals', { email: 'GUEST@example.de' }],
  ])('refuses a guest’s key sent again with %s (422)', async (_label, change) => {
    const key = freshKey();
    const first = await call('POST', '/api/orders/anonymous', { body: guestOrder(key) });
    const { orderNumber } = OrderCreatedSchema.parse(await json(first));
    const before = stateSnapshot();
    const count = orders.all().length;
    const again = await call('POST', '/api/orders/anonymous', {
      body: { ...guestOrder(key), ...change },
    });
    expect(again.status).toBe(422);
    const body = ApiErrorBodySchema.parse(await json(again));
    expect(body.code).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(JSON.stringify(body)).not.toContain(orderNumber);
    expect(orders.all()).toHaveLength(count);
    expect(stateSnapshot()).toBe(before);
  });

  it.each([
    ['malformed JSON', '{"email":', 400],
    ['a bad e-mail address', { ...guestOrder('guest-key-1'), email: 'nope' }, 422],
    ['a missing name', { ...guestOrder('guest-key-2'), name: undefined }, 422],
    [
      'an unknown product',
      { ...guestOrder('guest-key-3'), items: [{ id: 'p-none', amount: 1 }] },
      422,
    ],
  ])('rejects %s and writes nothing', async (_label, body, status) => {
    const before = stateSnapshot();
    expect((await call('POST', '/api/orders/anonymous', { body })).status).toBe(status);
    expect(stateSnapshot()).toBe(before);
  });
});

describe('POST orders: purchase-order reference and billing address (extension)', () => {
  const billingAddress = {
    name: 'Dekker Bouw B.V. - administratie',
    address: 'Postbus 77',
    postalcode: '3760 AB',
    city: 'Soest',
    country: 'NL',
  };
  const invoiceOrder = (change: object = {}) => ({
    items,
    deliveryAddressId: 'addr-dekker-huizen',
    paymentMethod: 'invoice',
    idempotencyKey: freshKey(),
    ...change,
  });

  it('keeps both on an order on invoice, with who placed it', async () => {
    const placed = await place(
      'user-dekker',
      invoiceOrder({ purchaseOrderReference: '  PO 4711/Huizen ', billingAddress }),
    );
    expect(placed.status).toBe(201);
    const order = await detail('user-dekker', placed.orderNumber);
    expect(order).toMatchObject({
      purchaseOrderReference: 'PO 4711/Huizen',
      billingAddress,
      placedBy: 'Pieter Dekker',
      deliveryAddress: { city: 'Huizen' },
    });
  });

  it('stores no billing address when it is left out, and an empty reference as none', async () => {
    const placed = await place('user-dekker', invoiceOrder({ purchaseOrderReference: '   ' }));
    expect(placed.status).toBe(201);
    expect(await detail('user-dekker', placed.orderNumber)).toMatchObject({
      purchaseOrderReference: null,
      billingAddress: null,
    });
    expect(orders.byNumber(placed.orderNumber)).toMatchObject({
      purchaseOrderReference: null,
      billingAddress: null,
    });
  });

  it('is found by its reference, case and accents folded', async () => {
    const placed = await place(
      'user-dekker',
      invoiceOrder({ purchaseOrderReference: 'Bestelling Müller 12' }),
    );
    const response = await call('GET', '/api/orders?query=MULLER%2012', { as: 'user-dekker' });
    const found = (await json(response)) as { results: { orderNumber: string }[] };
    expect(found.results.map((o) => o.orderNumber)).toEqual([placed.orderNumber]);
  });

  it('names nobody on a private buyer\u2019s order', async () => {
    const placed = await place('user-anna', bankOrder());
    expect(await detail('user-anna', placed.orderNumber)).toMatchObject({
      placedBy: null,
      purchaseOrderReference: null,
      billingAddress: null,
    });
  });

  it.each([
    [
      'a reference on a bank order',
      invoiceOrder({ paymentMethod: 'bank', purchaseOrderReference: 'PO-1' }),
      'purchaseOrderReference',
    ],
    [
      'a billing address on a bank order',
      invoiceOrder({ paymentMethod: 'bank', billingAddress }),
      'billingAddress',
    ],
    [
      'a reference longer than 35 characters',
      invoiceOrder({ purchaseOrderReference: 'R'.repeat(36) }),
      'purchaseOrderReference',
    ],
    [
      'a billing country the shop does not know',
      invoiceOrder({ billingAddress: { ...billingAddress, country: 'US' } }),
      'billingAddress.country',
    ],
    [
      'a billing address without a city',
      invoiceOrder({ billingAddress: { ...billingAddress, city: ' ' } }),
      'billingAddress.city',
    ],
    [
      'a reference that is not text',
      invoiceOrder({ purchaseOrderReference: 4711 }),
      'purchaseOrderReference',
    ],
  ])('rejects %s and writes nothing', async (_label, body, field) => {
    const before = stateSnapshot();
    const response = await call('POST', '/api/orders', { as: 'user-dekker', body });
    expect(response.status).toBe(422);
    expect(ApiErrorBodySchema.parse(await json(response)).fieldErrors).toHaveProperty([field]);
    expect(stateSnapshot()).toBe(before);
  });
});
