/**
 * The secret behind the demo FDI's tokens: it signs access tokens, derives rotated refresh tokens
 * and keys the stored hashes of mailed login codes (passwordless-codes.ts). A constant in the repository would let anyone mint a session from the source, so it is
 * DEMO_AUTH_SECRET when that is set, else random bytes drawn once per start. Without the variable a
 * restart therefore ends every session, also those DEMO_DATA_FILE kept: their tokens no longer
 * verify, and the records carry the id of the secret they were made with (`authSecretId`).
 */
import { randomBytes } from 'node:crypto';
import { hmacSha256 } from './encoding';

let secret: string | undefined;
let secretId: string | undefined;

function fromEnvironment(): string | undefined {
  const value = typeof process !== 'undefined' ? process.env.DEMO_AUTH_SECRET : undefined;
  return value?.trim() ? value : undefined;
}

/** Read on first use rather than at import: the server loads its .env files before that. */
export function authSecret(): string {
  secret ??= fromEnvironment() ?? randomBytes(32).toString('base64url');
  return secret;
}

/** Names the secret without revealing it, so a session made with another one is recognised. */
export function authSecretId(): string {
  secretId ??= hmacSha256(authSecret(), 'demo-auth-secret-id').slice(0, 16);
  return secretId;
}
