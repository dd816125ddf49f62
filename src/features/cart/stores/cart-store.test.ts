import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from './cart-store';

beforeEach(() => {
  sessionStorage.clear();
  useCartStore.setState({ items: [], lastAddedProductId: null });
});

describe('cart store', () => {
  it('adds a new item at 1 with its date and raises an existing one by 1', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    useCartStore.getState().add('p-1', now);
    useCartStore.getState().add('p-1', new Date('2026-11-22T10:00:00Z'));
    expect(useCartStore.getState().items).toEqual([
      { productId: 'p-1', amount: 2, dateAdded: now.toISOString() },
    ]);
    expect(useCartStore.getState().lastAddedProductId).toBe('p-1');
  });

  it('lowers by 1 and drops the item at 0', () => {
    useCartStore.getState().add('p-1');
    useCartStore.getState().add('p-2');
    useCartStore.getState().remove('p-1');
    expect(useCartStore.getState().items.map((i) => i.productId)).toEqual(['p-2']);
  });

  it('is restored from session storage, and a corrupt stored cart is discarded without throwing', async () => {
    sessionStorage.setItem(
      'shop-cart',
      JSON.stringify({
        state: { items: [{ productId: 'p-9', amount: 3, dateAdded: '2026-01-01T00:00:00.000Z' }] },
        version: 1,
      }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().items).toEqual([
      { productId: 'p-9', amount: 3, dateAdded: '2026-01-01T00:00:00.000Z' },
    ]);

    useCartStore.setState({ items: [] });
    sessionStorage.setItem(
      'shop-cart',
      '{"state":{"items":[{"productId":42,"amount":"lots"}]},"version":1}',
    );
    await expect(useCartStore.persist.rehydrate()).resolves.toBeUndefined();
    expect(useCartStore.getState().items).toEqual([]);

    sessionStorage.setItem('shop-cart', 'not json at all');
    await expect(useCartStore.persist.rehydrate()).resolves.toBeUndefined();
    expect(useCartStore.getState().items).toEqual([]);
  });
});
