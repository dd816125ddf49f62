/**
 * Server-side session records. Living in a store section means `resetStore()` ends every session,
 * and DEMO_DATA_FILE keeps them across a restart like the rest of the demo state.
 */
import { defineSection, saveStore } from '../db/store';

export interface SessionRecord {
  handle: string;
  userId: string;
  tenantId: string;
  issuer: string;
  /** sha256 of the one refresh token that may be used next. */
  refreshTokenHash: string;
  parentRefreshTokenHash: string | null;
  /** Refresh tokens already rotated away: presenting one again means it was stolen. */
  usedRefreshTokenHashes: string[];
  createdAt: number;
  refreshExpiresAt: number;
}

/** How many rotated-away hashes a session remembers for theft detection. */
const USED_HASHES_KEPT = 50;

const section = defineSection<SessionRecord[]>('auth-sessions', () => []);

export const sessionStore = {
  get: (handle: string): SessionRecord | undefined =>
    section.get().find((s) => s.handle === handle),
  put: (record: SessionRecord): void => {
    section.get().push(record);
    saveStore();
  },
  /** Replaces the refresh token hash and remembers the old one for theft detection. */
  rotate: (record: SessionRecord, nextHash: string): void => {
    record.usedRefreshTokenHashes = [
      ...record.usedRefreshTokenHashes,
      record.refreshTokenHash,
    ].slice(-USED_HASHES_KEPT);
    record.parentRefreshTokenHash = record.refreshTokenHash;
    record.refreshTokenHash = nextHash;
    saveStore();
  },
  remove: (handle: string): void => {
    const records = section.get();
    const index = records.findIndex((s) => s.handle === handle);
    if (index >= 0) records.splice(index, 1);
    saveStore();
  },
};
