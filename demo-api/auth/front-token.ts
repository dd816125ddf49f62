/**
 * The `front-token` header (docs/auth-protocol.md §2.1): base64 of the UTF-8 JSON {uid, ate, up}.
 * The SDK decodes it with `JSON.parse(decodeURIComponent(escape(atob(t))))`, so it must be
 * standard base64 with padding, not base64url.
 */
import type { AccessTokenPayload } from './access-token';
import { base64Utf8, fromBase64Utf8 } from './encoding';

export interface FrontToken {
  uid: string;
  /** Access-token expiry, milliseconds since the epoch. */
  ate: number;
  up: AccessTokenPayload;
}

export function encodeFrontToken(token: FrontToken): string {
  return base64Utf8(JSON.stringify(token));
}

/** Decodes a front-token (tests and debugging); throws on anything that is not one. */
export function decodeFrontToken(encoded: string): FrontToken {
  const parsed: unknown = JSON.parse(fromBase64Utf8(encoded));
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('uid' in parsed && typeof parsed.uid === 'string') ||
    !('ate' in parsed && typeof parsed.ate === 'number') ||
    !('up' in parsed && typeof parsed.up === 'object' && parsed.up !== null)
  ) {
    throw new Error('Not a front-token');
  }
  return parsed as FrontToken;
}
