/**
 * Access and refresh tokens of the demo FDI, shared by the auth handlers and the API handlers.
 *
 * Refresh tokens rotate: each refresh hands out a new one and the old one stops working; showing an
 * old one again is treated as theft and ends the session (what SuperTokens does by default).
 * Access tokens stay valid until they expire or their session ends.
 */
import { randomUUID } from 'node:crypto';
import { users } from '../db/users';
import {
  permissionsOf,
  signAccessToken,
  verifyAccessToken,
  type AccessTokenPayload,
} from './access-token';
import { accessTokenSeconds, DEFAULT_ISSUER, REFRESH_TOKEN_LIFETIME_MS } from './config';
import { randomToken, sha256Hex } from './encoding';
import { encodeFrontToken } from './front-token';
import { sessionStore, type SessionRecord } from './session-store';

export type SessionLookup =
  | { status: 'none' }
  | { status: 'invalid' }
  | { status: 'valid'; userId: string; sessionHandle: string };

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  frontToken: string;
}

export type RefreshResult =
  { status: 'ok'; session: IssuedSession } | { status: 'unauthorised' } | { status: 'token-theft' };

export interface SessionOptions {
  tenantId?: string;
  /** The `iss` claim: the auth base URL the request came to. */
  issuer?: string;
}

/** The token of `Authorization: Bearer <token>`, or null when there is none. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** Builds the tokens for the session's current refresh token; claims come fresh from the user record. */
function issueTokens(record: SessionRecord, refreshToken: string): IssuedSession | null {
  const user = users.byId(record.userId);
  if (!user) return null;
  const now = Date.now();
  const iat = Math.floor(now / 1000);
  const payload: AccessTokenPayload = {
    iat,
    exp: iat + accessTokenSeconds(),
    sub: user.id,
    tId: record.tenantId,
    sessionHandle: record.handle,
    rsub: user.id,
    iss: record.issuer,
    refreshTokenHash1: record.refreshTokenHash,
    parentRefreshTokenHash1: record.parentRefreshTokenHash,
    antiCsrfToken: null,
    accountType: user.accountType,
    ...(user.accountType === 'business' && user.companyId ? { companyId: user.companyId } : {}),
    acct: { v: user.accountType, t: now },
    perm: { v: permissionsOf(user.accountType), t: now },
  };
  return {
    accessToken: signAccessToken(payload),
    refreshToken,
    frontToken: encodeFrontToken({ uid: user.id, ate: payload.exp * 1000, up: payload }),
  };
}

/** Starts a session for the user (sign in, sign up, consumed code). Throws for an unknown user. */
export function issueSession(userId: string, options: SessionOptions = {}): IssuedSession {
  const handle = randomUUID();
  // The handle travels inside the refresh token so refresh can find the session without a scan.
  const refreshToken = `${handle}.${randomToken()}`;
  const now = Date.now();
  const record: SessionRecord = {
    handle,
    userId,
    tenantId: options.tenantId ?? 'public',
    issuer: options.issuer ?? DEFAULT_ISSUER,
    refreshTokenHash: sha256Hex(refreshToken),
    parentRefreshTokenHash: null,
    usedRefreshTokenHashes: [],
    createdAt: now,
    refreshExpiresAt: now + REFRESH_TOKEN_LIFETIME_MS,
  };
  const issued = issueTokens(record, refreshToken);
  if (!issued) throw new Error(`Cannot create a session for unknown user ${userId}`);
  sessionStore.put(record);
  return issued;
}

/** Creates a session for the user and returns the header values of auth-fdi-contract.md §2.1. */
export function createSession(userId: string): IssuedSession {
  return issueSession(userId);
}

/** Reads `Authorization: Bearer <access token>`: none, invalid/expired (answer 401) or valid. */
export function readSession(request: Request): SessionLookup {
  const token = bearerToken(request);
  if (token === null) return { status: 'none' };
  const payload = verifyAccessToken(token);
  if (!payload || payload.exp * 1000 <= Date.now()) return { status: 'invalid' };
  const record = sessionStore.get(payload.sessionHandle);
  if (!record || record.userId !== payload.sub || !users.byId(record.userId))
    return { status: 'invalid' };
  return { status: 'valid', userId: record.userId, sessionHandle: record.handle };
}

/** Uses the refresh token in `Authorization: Bearer …` to rotate it and issue a new access token. */
export function refreshSession(request: Request): RefreshResult {
  const token = bearerToken(request);
  const handle = token?.split('.')[0];
  const record = handle ? sessionStore.get(handle) : undefined;
  if (!token || !record) return { status: 'unauthorised' };
  const hash = sha256Hex(token);
  if (record.usedRefreshTokenHashes.includes(hash)) {
    sessionStore.remove(record.handle);
    return { status: 'token-theft' };
  }
  if (hash !== record.refreshTokenHash || record.refreshExpiresAt <= Date.now())
    return { status: 'unauthorised' };
  const nextToken = `${record.handle}.${randomToken()}`;
  sessionStore.rotate(record, sha256Hex(nextToken));
  const issued = issueTokens(record, nextToken);
  if (!issued) {
    sessionStore.remove(record.handle);
    return { status: 'unauthorised' };
  }
  return { status: 'ok', session: issued };
}

/** Ends a session (sign out); its access and refresh tokens stop working at once. */
export function revokeSession(sessionHandle: string): void {
  sessionStore.remove(sessionHandle);
}
