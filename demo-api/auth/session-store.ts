/**
 * Server-side session records. Living in a store section means `resetStore()` ends every session,
 * and DEMO_DATA_FILE keeps them across a restart like the rest of the demo state (usable after it
 * only with the same DEMO_AUTH_SECRET). The section stays bounded: starting a session first drops
 * the ones that can no longer be used, then that user's oldest beyond MAX_SESSIONS_PER_USER.
 */
import * as z from 'zod/mini';
import { defineSection, saveStore } from '../db/store';
import { authSecretId } from './auth-secret';
import { MAX_SESSIONS_PER_USER, REFRESH_GRACE_MS, REFRESH_TOKEN_LIFETIME_MS } from './config';

export interface SessionRecord {
  handle: string;
  userId: string;
  tenantId: string;
  issuer: string;
  /** sha256 of the one refresh token that may be used next. */
  refreshTokenHash: string;
  parentRefreshTokenHash: string | null;
  /**
   * Until when (ms) the parent refresh token still answers with the current tokens; null once
   * those were used. Optional, like `secretId`: a DEMO_DATA_FILE may hold records from before.
   */
  parentGraceUntil?: number | null;
  /** Refresh tokens already rotated away: presenting one again means it was stolen. */
  usedRefreshTokenHashes: string[];
  /** `authSecretId()` of the secret the session's tokens were made with. */
  secretId?: string;
  createdAt: number;
  refreshExpiresAt: number;
}

/** How many rotated-away hashes a session remembers for theft detection. */
const USED_HASHES_KEPT = 50;

const StoredSessionsSchema = z.array(
  z.looseObject({
    handle: z.string(),
    userId: z.string(),
    tenantId: z.string(),
    issuer: z.string(),
    refreshTokenHash: z.string(),
    parentRefreshTokenHash: z.nullable(z.string()),
    parentGraceUntil: z.optional(z.nullable(z.number())),
    usedRefreshTokenHashes: z.array(z.string()),
    secretId: z.optional(z.string()),
    createdAt: z.number(),
    refreshExpiresAt: z.number(),
  }),
);

const section = defineSection<SessionRecord[]>('auth-sessions', () => [], {
  schema: StoredSessionsSchema,
});

/** Made with the current secret and not expired; a record from an older file may lack fields. */
function isLive(record: SessionRecord, now: number): boolean {
  return record.secretId === authSecretId() && record.refreshExpiresAt > now;
}

export const sessionStore = {
  /** The record with this handle, whether or not it can still be used. */
  get: (handle: string): SessionRecord | undefined =>
    section.get().find((s) => s.handle === handle),
  /** The record with this handle when it can still be used: same secret, not expired. */
  live: (handle: string, now: number): SessionRecord | undefined => {
    const record = sessionStore.get(handle);
    return record && isLive(record, now) ? record : undefined;
  },
  /**
   * Adds a session. Records are appended as sessions start, so the front holds the oldest; only
   * the same user's sessions are ever pushed out by it.
   */
  put: (record: SessionRecord): void => {
    const records = section.get();
    const now = Date.now();
    const live = records.filter((s) => isLive(s, now));
    const ownHandles = live.filter((s) => s.userId === record.userId).map((s) => s.handle);
    const ended = new Set(
      ownHandles.slice(0, Math.max(ownHandles.length - MAX_SESSIONS_PER_USER + 1, 0)),
    );
    records.splice(0, records.length, ...live.filter((s) => !ended.has(s.handle)), record);
    saveStore();
  },
  /**
   * Replaces the refresh token hash and remembers the old one for theft detection; the old one
   * keeps its grace for a racing duplicate, and the session's lifetime starts again.
   */
  rotate: (record: SessionRecord, nextHash: string, now: number): void => {
    record.usedRefreshTokenHashes = [
      ...record.usedRefreshTokenHashes,
      record.refreshTokenHash,
    ].slice(-USED_HASHES_KEPT);
    record.parentRefreshTokenHash = record.refreshTokenHash;
    record.refreshTokenHash = nextHash;
    record.parentGraceUntil = now + REFRESH_GRACE_MS;
    record.refreshExpiresAt = now + REFRESH_TOKEN_LIFETIME_MS;
    saveStore();
  },
  /** The current tokens were used: from now on the parent refresh token is only a stolen copy. */
  endGrace: (record: SessionRecord): void => {
    if (record.parentGraceUntil == null) return; // saves once per rotation, not on every call
    record.parentGraceUntil = null;
    saveStore();
  },
  /**
   * Ends every session of the user but `keep` (the one that asked, when it stays): after a password
   * reset or change, a session someone else opened with the old password must not go on.
   */
  endAllOf: (userId: string, keep?: string): void => {
    const records = section.get();
    const kept = records.filter((s) => s.userId !== userId || s.handle === keep);
    if (kept.length === records.length) return;
    records.splice(0, records.length, ...kept);
    saveStore();
  },
  remove: (handle: string): void => {
    const records = section.get();
    const index = records.findIndex((s) => s.handle === handle);
    if (index >= 0) records.splice(index, 1);
    saveStore();
  },
};
