/**
 * Password-reset tokens: single use, one hour. Only their hashes are stored (a token has 256 random
 * bits, so sha256 needs no salt), and the mailbox that keeps the link itself is never saved
 * (db/mailbox.ts): the persisted demo state (DEMO_DATA_FILE) holds no usable token.
 */
import * as z from 'zod/mini';
import { defineSection, saveStore } from '../db/store';
import { RESET_TOKEN_LIFETIME_MS } from './config';
import { randomToken, sha256Hex } from './encoding';

interface ResetTokenRecord {
  tokenHash: string;
  userId: string;
  expiresAt: number;
}

const StoredResetTokensSchema = z.array(
  z.looseObject({ tokenHash: z.string(), userId: z.string(), expiresAt: z.number() }),
);

const section = defineSection<ResetTokenRecord[]>('auth-reset-tokens', () => [], {
  schema: StoredResetTokensSchema,
});

export function createResetToken(userId: string): string {
  const token = randomToken();
  const now = Date.now();
  const records = section.get();
  // Drop expired tokens on the way, so the list does not grow without bound.
  records.splice(0, records.length, ...records.filter((r) => r.expiresAt > now));
  records.push({ tokenHash: sha256Hex(token), userId, expiresAt: now + RESET_TOKEN_LIFETIME_MS });
  saveStore();
  return token;
}

/** Uses the token up and returns its user, or null for an unknown, used or expired token. */
export function consumeResetToken(token: string): string | null {
  const records = section.get();
  const hash = sha256Hex(token);
  const index = records.findIndex((r) => r.tokenHash === hash);
  const record = records[index];
  if (!record) return null;
  records.splice(index, 1);
  saveStore();
  return record.expiresAt > Date.now() ? record.userId : null;
}
