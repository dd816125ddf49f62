/**
 * Opaque page cursors for product search: the offset plus a fingerprint of the query that made it.
 * A cursor handed back with another query (other filters, sort or language) is refused, because
 * its offset means nothing there and would silently skip or repeat results.
 */

interface CursorData {
  o: number;
  h: string;
}

/** FNV-1a, 32 bit: enough to tell queries apart, and stable across runs (no seed, no crypto). */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const toBase64Url = (text: string): string =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string): string => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

export function encodeCursor(offset: number, queryHash: string): string {
  const data: CursorData = { o: offset, h: queryHash };
  return toBase64Url(JSON.stringify(data));
}

/** The offset the cursor points at, or null when it is garbage or belongs to another query. */
export function decodeCursor(cursor: string, queryHash: string): number | null {
  try {
    const data = JSON.parse(fromBase64Url(cursor)) as Partial<CursorData>;
    if (
      data.h !== queryHash ||
      typeof data.o !== 'number' ||
      !Number.isInteger(data.o) ||
      data.o < 0
    )
      return null;
    return data.o;
  } catch {
    return null;
  }
}
