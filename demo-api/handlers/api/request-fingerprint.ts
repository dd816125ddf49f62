/**
 * The fingerprint an idempotency key is stored with: a hash of everything an order request asks
 * for, its key left out. A key answers its order again only to a request with the same
 * fingerprint; the same key with another body is refused (422), as the IETF Idempotency-Key
 * header draft has it, so a client that reuses a key by mistake never gets an order it did not ask
 * for.
 *
 * The parsed body is hashed (the schema has trimmed it), as canonical JSON with the lines sorted:
 * how the client spaced a field, ordered the object's keys or listed its cart lines does not make
 * it another request.
 */
import { createHash } from 'node:crypto';

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

/** SHA-256 (base64url) of the request without its key; the lines' order does not change it. */
export function requestFingerprint(input: {
  items: readonly { id: string; amount: number }[];
  idempotencyKey: string;
}): string {
  const { idempotencyKey: _key, items, ...rest } = input;
  const lines = items.map(({ id, amount }) => JSON.stringify([id, amount])).sort();
  return createHash('sha256')
    .update(canonicalJson({ ...rest, lines }))
    .digest('base64url');
}
