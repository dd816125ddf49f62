import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetIdempotencyKey,
  idempotencyKeyFor,
  markPendingOrderConfirmed,
  orderSnapshot,
  readPendingOrder,
  savePendingOrder,
  settlePendingOrder,
} from './checkout-storage';

const order = (amount: number) => ({
  items: [
    { id: 'p-1', amount },
    { id: 'p-2', amount: 1 },
  ],
  deliveryAddressId: 'a-1',
  paymentMethod: 'bank',
});

const TOKEN = 'aW5zZWN1cmUtYnV0LWxvbmctZW5vdWdoLXRva2Vu';

beforeEach(() => sessionStorage.clear());

describe('checkout storage', () => {
  it('keeps one key while the order stays the same, whatever the order of its lines', () => {
    const key = idempotencyKeyFor(orderSnapshot(order(2)));
    const reversed = { ...order(2), items: [...order(2).items].reverse() };
    expect(idempotencyKeyFor(orderSnapshot(reversed))).toBe(key);
    expect(key.length).toBeGreaterThanOrEqual(8);
  });

  it('gives a new key when the order changes or the old one is forgotten', () => {
    const key = idempotencyKeyFor(orderSnapshot(order(2)));
    const changed = idempotencyKeyFor(orderSnapshot(order(3)));
    expect(changed).not.toBe(key);
    expect(idempotencyKeyFor(orderSnapshot({ ...order(3), paymentMethod: 'invoice' }))).not.toBe(
      changed,
    );
    forgetIdempotencyKey();
    const again = idempotencyKeyFor(orderSnapshot({ ...order(3), paymentMethod: 'invoice' }));
    expect(again).not.toBe(changed);
  });

  it('reads a corrupt or foreign stored key or pending order as absent, without throwing', () => {
    sessionStorage.setItem('shop-checkout-key', '{not json');
    sessionStorage.setItem('shop-pending-order', JSON.stringify({ v: 9, orderNumber: 'X' }));
    expect(readPendingOrder()).toBeNull();
    expect(idempotencyKeyFor(orderSnapshot(order(1)))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('remembers the pending order until it is settled, and then forgets its key too', () => {
    const key = idempotencyKeyFor(orderSnapshot(order(1)));
    savePendingOrder('VS-1', key, 'account', TOKEN);
    expect(readPendingOrder()).toEqual({
      v: 2,
      orderNumber: 'VS-1',
      key,
      kind: 'account',
      statusToken: TOKEN,
      confirmed: false,
    });
    settlePendingOrder();
    expect(readPendingOrder()).toBeNull();
    expect(idempotencyKeyFor(orderSnapshot(order(1)))).not.toBe(key);
  });

  it('keeps a confirmed order with its token for a reload, but not its key', () => {
    const key = idempotencyKeyFor(orderSnapshot(order(1)));
    savePendingOrder('VS-2', key, 'anonymous', TOKEN);
    markPendingOrderConfirmed();
    expect(readPendingOrder()).toMatchObject({ orderNumber: 'VS-2', confirmed: true });
    expect(idempotencyKeyFor(orderSnapshot(order(1)))).not.toBe(key);
  });

  it('reads a pending order without a usable status token (or of version 1) as absent', () => {
    const stored = { v: 2, orderNumber: 'VS-3', key: 'k', kind: 'anonymous', confirmed: false };
    for (const value of [
      stored,
      { ...stored, statusToken: 'short' },
      { ...stored, statusToken: 7 },
      { ...stored, statusToken: TOKEN, confirmed: 'yes' },
      { ...stored, v: 1, statusToken: TOKEN },
    ]) {
      sessionStorage.setItem('shop-pending-order', JSON.stringify(value));
      expect(readPendingOrder()).toBeNull();
    }
  });
});
