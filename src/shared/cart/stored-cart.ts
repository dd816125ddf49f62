/**
 * The stored cart's format (session storage) and its validation. Written without zod on purpose:
 * the cart store is on the first-paint path (the header's cart count).
 *
 * Version 2 keeps the lines only. Version 1 also kept the delivery address (a name, a street, a
 * telephone) — personal data that outlived a logout; it is dropped when such a cart is restored.
 */
export interface CartItem {
  /** Product (packaging) id. */
  productId: string;
  /** Number of packagings, 1 to 9999. */
  amount: number;
  /** ISO date-time of the first add. */
  dateAdded: string;
}

export interface StoredCart {
  items: CartItem[];
}

const MAX_ITEMS = 200;
export const MAX_AMOUNT = 9999;

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === 'string' &&
    item.productId.length > 0 &&
    Number.isInteger(item.amount) &&
    (item.amount as number) >= 1 &&
    (item.amount as number) <= MAX_AMOUNT &&
    typeof item.dateAdded === 'string' &&
    !Number.isNaN(Date.parse(item.dateAdded))
  );
}

/** The stored cart's lines, or null when they are not a valid stored cart (discarded whole). */
export function readStoredCart(persisted: unknown): StoredCart | null {
  const items = (persisted as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length > MAX_ITEMS || !items.every(isCartItem)) return null;
  return {
    items: items.map(({ productId, amount, dateAdded }) => ({ productId, amount, dateAdded })),
  };
}
