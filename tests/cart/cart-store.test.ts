/**
 * One test per cart-store rule of requirements §6.1, and the stored format. The calculation is server state:
 * src/shared/cart/cart-calculation.test.tsx.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AddressInput } from '@/shared/api/contract/account';
import { useCartStore } from '@/shared/cart/cart-store';

const address: AddressInput = {
  name: 'Anna de Vries',
  address: 'Hoofdstraat 1',
  postalcode: '1011 AA',
  city: 'Amsterdam',
  country: 'DE',
  telephone: '+31 20 123 4567',
  isDefaultDelivery: true,
};

beforeEach(async () => {
  sessionStorage.clear();
  await useCartStore.persist.rehydrate();
  useCartStore.setState(useCartStore.getInitialState());
});

describe('cart store (requirements §6.1)', () => {
  it('adds: +1, a new item starts at 0 and gets dateAdded', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    useCartStore.getState().add('p-1', now);
    expect(useCartStore.getState().items).toEqual([
      { productId: 'p-1', amount: 1, dateAdded: now.toISOString() },
    ]);
    useCartStore.getState().add('p-1', new Date('2026-11-22T10:00:00Z'));
    // The date of the first add stays.
    expect(useCartStore.getState().items).toEqual([
      { productId: 'p-1', amount: 2, dateAdded: now.toISOString() },
    ]);
    expect(useCartStore.getState().lastAddedProductId).toBe('p-1');
  });

  it("adds a quantity at once, up to the cart's maximum, and ignores a count below 1", () => {
    useCartStore.getState().addCount('p-1', 3);
    useCartStore.getState().addCount('p-1', 2);
    useCartStore.getState().addCount('p-2', 0);
    useCartStore.getState().addCount('p-2', 1.5);
    expect(useCartStore.getState().items.map((i) => [i.productId, i.amount])).toEqual([['p-1', 5]]);
    useCartStore.getState().addCount('p-1', 9998);
    expect(useCartStore.getState().items[0]?.amount).toBe(9999);
  });

  it('removes: −1, and drops the item at 0 or less', () => {
    useCartStore.getState().add('p-1');
    useCartStore.getState().add('p-1');
    useCartStore.getState().add('p-2');
    useCartStore.getState().remove('p-1');
    expect(useCartStore.getState().items.map((i) => [i.productId, i.amount])).toEqual([
      ['p-1', 1],
      ['p-2', 1],
    ]);
    useCartStore.getState().remove('p-1');
    expect(useCartStore.getState().items.map((i) => i.productId)).toEqual(['p-2']);
  });

  it('takes a typed amount: clamped to 9999, dropped at 0 or less, unknown ids ignored', () => {
    useCartStore.getState().add('p-1');
    useCartStore.getState().add('p-2');
    useCartStore.getState().setAmount('p-1', 12);
    expect(useCartStore.getState().items[0]?.amount).toBe(12);
    useCartStore.getState().setAmount('p-1', 123456);
    expect(useCartStore.getState().items[0]?.amount).toBe(9999);
    useCartStore.getState().setAmount('p-1', Number.NaN);
    expect(useCartStore.getState().items[0]?.amount).toBe(9999);
    useCartStore.getState().setAmount('p-x', 3);
    expect(useCartStore.getState().items.map((i) => i.productId)).toEqual(['p-1', 'p-2']);
    useCartStore.getState().setAmount('p-1', 0);
    useCartStore.getState().setAmount('p-2', -4);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('clearCart empties the items and the last added item (the calculation follows the lines)', () => {
    useCartStore.getState().add('p-1');
    useCartStore.getState().clear();
    const state = useCartStore.getState();
    expect(state.items).toEqual([]);
    expect(state.lastAddedProductId).toBeNull();
  });

  it('is restored from session storage after a reload; an old stored address is dropped', async () => {
    // A reload: the in-memory state is gone, session storage is not. Version 1 kept an address.
    useCartStore.setState({ items: [] });
    sessionStorage.setItem(
      'shop-cart',
      JSON.stringify({
        state: {
          items: [{ productId: 'p-9', amount: 3, dateAdded: '2026-01-01T00:00:00.000Z' }],
          address,
        },
        version: 1,
      }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().items).toEqual([
      { productId: 'p-9', amount: 3, dateAdded: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(useCartStore.getState()).not.toHaveProperty('address');
    // The next write keeps only the lines: the personal data is gone from storage too.
    useCartStore.getState().add('p-9');
    expect(sessionStorage.getItem('shop-cart')).not.toContain('Hoofdstraat');
  });

  it('writes what it restores: a change is in session storage at once', () => {
    useCartStore.getState().add('p-4', new Date('2026-02-02T00:00:00.000Z'));
    const stored = JSON.parse(sessionStorage.getItem('shop-cart') ?? '{}') as {
      state: unknown;
      version: number;
    };
    expect(stored.version).toBe(2);
    expect(stored.state).toEqual({
      items: [{ productId: 'p-4', amount: 1, dateAdded: '2026-02-02T00:00:00.000Z' }],
    });
  });

  it('puts a removed line back where it was; added again since, its amount is added', () => {
    const cart = useCartStore.getState();
    const day = (d: number) => new Date(`2026-11-2${d}T10:00:00Z`);
    cart.addCount('p-1', 2, day(1));
    cart.addCount('p-2', 3, day(2));
    cart.addCount('p-3', 1, day(3));
    const [, second] = useCartStore.getState().items;
    cart.setAmount('p-2', 0);
    cart.putBack(second!, 1);
    expect(useCartStore.getState().items.map((item) => item.productId)).toEqual([
      'p-1',
      'p-2',
      'p-3',
    ]);
    expect(useCartStore.getState().items[1]).toEqual(second);
    cart.setAmount('p-2', 0);
    cart.add('p-2', day(4));
    cart.putBack(second!, 1);
    expect(useCartStore.getState().items.at(-1)).toEqual({
      productId: 'p-2',
      amount: 4,
      dateAdded: day(4).toISOString(),
    });
  });

  it('discards a corrupt stored cart with nothing thrown', async () => {
    const corrupt = [
      'not json at all',
      '{"state":{"items":[{"productId":42,"amount":"lots"}]},"version":1}',
      '{"state":{"items":[{"productId":"p-1","amount":0,"dateAdded":"2026-01-01"}]},"version":1}',
      '{"state":{"items":[{"productId":"p-1","amount":1,"dateAdded":"yesterday"}]},"version":1}',
      '{"state":null,"version":1}',
      '[]',
    ];
    for (const text of corrupt) {
      useCartStore.setState({ items: [] });
      sessionStorage.setItem('shop-cart', text);
      await expect(useCartStore.persist.rehydrate()).resolves.toBeUndefined();
      expect(useCartStore.getState().items).toEqual([]);
    }
  });
});
