/**
 * The scope a guest's idempotency key lives in. A logged-in key is scoped by its user; guests have
 * no user, and a key is only what the client chose (at least 8 characters, not necessarily random),
 * so a key shared by two guests must never hand one guest the other's order, payment link and
 * status token. A guest's scope is therefore the order itself: a hash of everything the request
 * asks for. The same guest replaying the same checkout gets the same order back; the same key with
 * another body (another guest, or other lines) is another checkout and places its own order.
 */
import { createHash } from 'node:crypto';
import type { AnonymousOrderRequest } from '../../../src/shared/api/contract/orders';

/** JSON with object keys in one order, so equal values always give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** `anonymous:<sha-256 of the order asked for>`; the lines' order does not change it. */
export function guestScope(input: AnonymousOrderRequest): string {
  const { idempotencyKey: _key, items, ...rest } = input;
  const lines = items.map(({ id, amount }) => JSON.stringify([id, amount])).sort();
  const digest = createHash('sha256')
    .update(canonicalJson({ ...rest, lines }))
    .digest('base64url');
  return `anonymous:${digest}`;
}
