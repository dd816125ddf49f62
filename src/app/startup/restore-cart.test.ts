import { describe, expect, it } from 'vitest';
import { isReadableStoredCart } from './restore-cart';

const stored = (state: unknown) => JSON.stringify({ state, version: 1 });
const item = { productId: 'p-1', amount: 2, dateAdded: '2026-01-02T10:00:00.000Z' };

describe('isReadableStoredCart', () => {
  it('accepts a stored cart, also an empty one', () => {
    expect(isReadableStoredCart(stored({ items: [item], address: null }))).toBe(true);
    expect(isReadableStoredCart(stored({ items: [], address: null }))).toBe(true);
  });

  it('rejects text that is not JSON, and JSON that is not a cart', () => {
    expect(isReadableStoredCart('{"state": {"items": [{"pro')).toBe(false);
    expect(isReadableStoredCart('null')).toBe(false);
    expect(isReadableStoredCart(stored({ items: [{ ...item, amount: 0 }], address: null }))).toBe(
      false,
    );
  });
});
