/**
 * The stored cart's format (session storage, version 1) and its validation. Written without zod
 * on purpose: the cart store is on the first-paint path (the header's cart count).
 */
import type { AddressInput } from '@/shared/api/contract/account';

export interface CartItem {
  /** Product (packaging) id. */
  productId: string;
  /** Number of packagings, 1 to 9999. */
  amount: number;
  /** ISO date-time of the first add. */
  dateAdded: string;
}

/** What is kept in session storage: the items and the delivery address used for the calculation. */
export interface StoredCart {
  items: CartItem[];
  address: AddressInput | null;
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

const ADDRESS_TEXTS = ['name', 'address', 'postalcode', 'city', 'country', 'telephone'];

/** A light shape check; the API validates the address fully when it is sent. */
function isAddress(value: unknown): value is AddressInput {
  if (!value || typeof value !== 'object') return false;
  const address = value as Record<string, unknown>;
  return (
    ADDRESS_TEXTS.every((key) => {
      const text = address[key];
      return typeof text === 'string' && text.length > 0 && text.length <= 200;
    }) && typeof address.isDefaultDelivery === 'boolean'
  );
}

/**
 * The stored cart, or null when it is not a valid stored cart (then it is discarded whole).
 * A stored cart without an address (written before the address was kept) is valid: address null.
 */
export function readStoredCart(persisted: unknown): StoredCart | null {
  const stored = persisted as { items?: unknown; address?: unknown } | null;
  const items = stored?.items;
  if (!Array.isArray(items) || items.length > MAX_ITEMS || !items.every(isCartItem)) return null;
  const address = stored?.address ?? null;
  if (address !== null && !isAddress(address)) return null;
  return {
    items: items.map(({ productId, amount, dateAdded }) => ({ productId, amount, dateAdded })),
    address: address === null ? null : { ...address },
  };
}
