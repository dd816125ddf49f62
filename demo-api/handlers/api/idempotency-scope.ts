/**
 * The scope an idempotency key lives in: a key is the client's own, so two clients may send the
 * same one (it is at least 8 characters, not necessarily random). A logged-in key is scoped by its
 * user. A guest has no user; the e-mail address the order is placed with stands for the guest, so
 * another guest who happens to send the same key places an order of their own instead of being
 * refused, and never sees the first guest's order. The address is hashed: the key list is no
 * second list of e-mail addresses.
 */
import { createHash } from 'node:crypto';

export const userScope = (userId: string): string => `user:${userId}`;

/** `guest:<sha-256 of the e-mail address>`, case-insensitive like the address itself. */
export function guestScope(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  return `guest:${digest}`;
}
