/**
 * The access token: a JWT-shaped string (header.payload.signature, base64url) so app handlers and
 * people debugging can read it. The SDK never parses it; it only echoes it as `Bearer`.
 */
import type { AccountType } from '../db/users';
import { authSecret } from './auth-secret';
import { base64Url, fromBase64Url, hmacSha256, sameText } from './encoding';

/** The `up` of the front-token; the same claims the real backend puts in its access token. */
export interface AccessTokenPayload {
  /** Issued at, seconds (the SDK derives its clock skew from it). */
  iat: number;
  /** Expiry, seconds. */
  exp: number;
  sub: string;
  tId: string;
  sessionHandle: string;
  rsub: string;
  iss: string;
  refreshTokenHash1: string;
  parentRefreshTokenHash1: string | null;
  antiCsrfToken: null;
  accountType: AccountType;
  /** Only for business users. */
  companyId?: string;
  /**
   * The same facts as SuperTokens claims (`{ v, t }`: value and when it was read, in ms), so the
   * SDK's claim validators can check them: the account type, and what the account may do.
   */
  acct: ClaimValue<AccountType>;
  perm: ClaimValue<Permission[]>;
}

export interface ClaimValue<T> {
  v: T;
  t: number;
}

/** Every account pays by bank; only a business may order on invoice (docs/api-contract.md). */
export type Permission = 'order:bank' | 'order:invoice';

export function permissionsOf(accountType: AccountType): Permission[] {
  return accountType === 'business' ? ['order:bank', 'order:invoice'] : ['order:bank'];
}

const HEADER = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT', version: '5', kid: 'demo' }));

export function signAccessToken(payload: AccessTokenPayload): string {
  const body = `${HEADER}.${base64Url(JSON.stringify(payload))}`;
  return `${body}.${hmacSha256(authSecret(), body)}`;
}

function isPayload(value: unknown): value is AccessTokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.iat === 'number' &&
    typeof v.exp === 'number' &&
    typeof v.sub === 'string' &&
    typeof v.sessionHandle === 'string' &&
    typeof v.tId === 'string'
  );
}

/**
 * The payload when the signature is this start's (or DEMO_AUTH_SECRET's) and the shape is right;
 * null otherwise. Expiry is not checked here.
 */
export function verifyAccessToken(token: string): AccessTokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  if (!sameText(signature, hmacSha256(authSecret(), `${header}.${payload}`))) return null;
  const json = fromBase64Url(payload);
  if (json === null) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return isPayload(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
