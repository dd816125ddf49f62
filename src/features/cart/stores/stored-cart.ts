/**
 * The stored cart's format (session storage, version 1) and its validation. Written without zod
 * on purpose: the cart store is on the first-paint path (the header's cart count).
 */
export interface CartItem {
  /** Product (packaging) id. */
  productId: string;
  /** Number of packagings, 1 to 9999. */
  amount: number;
  /** ISO date-time of the first add. */
  dateAdded: string;
}

const MAX_ITEMS = 200;

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === 'string' &&
    item.productId.length > 0 &&
    Number.isInteger(item.amount) &&
    (item.amount as number) >= 1 &&
    (item.amount as number) <= 9999 &&
    typeof item.dateAdded === 'string' &&
    !Number.isNaN(Date.parse(item.dateAdded))
  );
}

/** The items of a stored cart, or null when it is not a valid stored cart (then it is discarded). */
export function readStoredCart(persisted: unknown): CartItem[] | null {
  const items = (persisted as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length > MAX_ITEMS || !items.every(isCartItem)) return null;
  return items.map(({ productId, amount, dateAdded }) => ({ productId, amount, dateAdded }));
}
