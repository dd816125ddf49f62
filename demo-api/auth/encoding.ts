/**
 * Byte-level helpers of the demo FDI: random ids, hashes and the two base64 flavours in use
 * (standard base64 for the front-token, base64url for the JWT-shaped access token).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Standard base64 (with padding) of the UTF-8 bytes: what the SDK's `atob` + `escape` expects. */
export function base64Utf8(text: string): string {
  return Buffer.from(encoder.encode(text)).toString('base64');
}

export function fromBase64Utf8(encoded: string): string {
  return decoder.decode(Buffer.from(encoded, 'base64'));
}

/** base64url without padding: safe in cookies and headers (no `;`, `,`, `=` or whitespace). */
export function base64Url(bytes: Uint8Array | string): string {
  return Buffer.from(typeof bytes === 'string' ? encoder.encode(bytes) : bytes).toString(
    'base64url',
  );
}

export function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  return decoder.decode(Buffer.from(encoded, 'base64url'));
}

/** An unguessable URL-safe string of `bytes` random bytes. */
export function randomToken(bytes = 32): string {
  return base64Url(randomBytes(bytes));
}

/** A numeric one-time code, e.g. "042917": leading zeros are kept. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmacSha256(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** Constant-time comparison, so a forged signature cannot be found byte by byte. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
