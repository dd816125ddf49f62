/**
 * What one checkout keeps in session storage, so a reload, a retry or a double click never places
 * a second order (docs/api-contract.md: the same idempotency key returns the same order):
 *
 * - the idempotency key with the order it belongs to (items, delivery, payment method): a changed
 *   order gets a new key, an unchanged one keeps it for every retry;
 * - the pending order this tab placed (number, key and the API's status token), which
 *   order-complete needs to ask the API about it (docs/api-contract.md:
 *   GET orders/{orderNumber}/status) and to decide whether the cart may be cleared. The token is the only proof a guest has: it stays
 *   here, never in an address.
 *
 * Session storage, not local storage: a checkout belongs to one tab, like the cart itself. Every
 * read is versioned and validated; anything unreadable counts as absent.
 */
import { checkoutStorageKeys } from './storage-keys';

const KEY_STORAGE = checkoutStorageKeys.idempotencyKey;
const PENDING_STORAGE = checkoutStorageKeys.pendingOrder;
const VERSION = 1;
/** 2: with the status token and whether order-complete has confirmed it. */
const PENDING_VERSION = 2;

export type OrderKind = 'account' | 'anonymous';

interface StoredKey {
  v: typeof VERSION;
  key: string;
  snapshot: string;
}

export interface PendingOrder {
  v: typeof PENDING_VERSION;
  orderNumber: string;
  key: string;
  kind: OrderKind;
  /** The API's proof that this tab placed the order (opaque). */
  statusToken: string;
  /** Order-complete saw it paid or on invoice and emptied the cart: never again for this order. */
  confirmed: boolean;
}

function read(name: string): unknown {
  try {
    const raw = sessionStorage.getItem(name);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(name: string, value: unknown): void {
  try {
    sessionStorage.setItem(name, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the checkout still works, only a reload forgets the key.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function readKey(): StoredKey | null {
  const value = read(KEY_STORAGE);
  if (!isRecord(value) || value.v !== VERSION) return null;
  const { key, snapshot } = value;
  return typeof key === 'string' && key.length >= 8 && typeof snapshot === 'string'
    ? { v: VERSION, key, snapshot }
    : null;
}

/**
 * A stable text of the order as placed (everything but the key): the same cart, address and
 * payment give the same text, whatever order the cart lines were added in.
 */
export function orderSnapshot(order: {
  items: readonly { id: string; amount: number }[];
  [field: string]: unknown;
}): string {
  const items = [...order.items]
    .map(({ id, amount }) => `${id}:${amount}`)
    .sort()
    .join(',');
  const rest = Object.entries(order)
    .filter(([field]) => field !== 'items' && field !== 'idempotencyKey')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([items, rest]);
}

/** The key for this order: the stored one when the order is unchanged, else a new one (stored). */
export function idempotencyKeyFor(snapshot: string): string {
  const stored = readKey();
  if (stored && stored.snapshot === snapshot) return stored.key;
  const key = crypto.randomUUID();
  write(KEY_STORAGE, { v: VERSION, key, snapshot } satisfies StoredKey);
  return key;
}

/** The next order attempt starts with a new key (after a confirmed or a cancelled order). */
export function forgetIdempotencyKey(): void {
  sessionStorage.removeItem(KEY_STORAGE);
}

export function savePendingOrder(
  orderNumber: string,
  key: string,
  kind: OrderKind,
  statusToken: string,
): void {
  write(PENDING_STORAGE, {
    v: PENDING_VERSION,
    orderNumber,
    key,
    kind,
    statusToken,
    confirmed: false,
  } satisfies PendingOrder);
}

export function readPendingOrder(): PendingOrder | null {
  const value = read(PENDING_STORAGE);
  if (!isRecord(value) || value.v !== PENDING_VERSION) return null;
  const { orderNumber, key, kind, statusToken, confirmed } = value;
  if (typeof orderNumber !== 'string' || !orderNumber || typeof key !== 'string') return null;
  if (kind !== 'account' && kind !== 'anonymous') return null;
  if (typeof statusToken !== 'string' || statusToken.length < 22 || statusToken.length > 200)
    return null;
  if (typeof confirmed !== 'boolean') return null;
  return { v: PENDING_VERSION, orderNumber, key, kind, statusToken, confirmed };
}

/**
 * Order-complete confirmed the pending order: its key is done with, and the order is marked so a
 * reload of that page still shows it (with the token) but never empties the cart again.
 */
export function markPendingOrderConfirmed(): void {
  const pending = readPendingOrder();
  if (pending) write(PENDING_STORAGE, { ...pending, confirmed: true } satisfies PendingOrder);
  forgetIdempotencyKey();
}

/** The pending order is done with (cancelled, or the shopper logged out): forget it and its key. */
export function settlePendingOrder(): void {
  sessionStorage.removeItem(PENDING_STORAGE);
  forgetIdempotencyKey();
}
