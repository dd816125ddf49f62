/**
 * Access and refresh tokens of the demo FDI, shared by the auth handlers and the API handlers.
 *
 * Refresh tokens rotate: each refresh hands out a new one, and showing an old one again is treated
 * as theft and ends the session (what SuperTokens does by default). One exception, also from
 * SuperTokens: until the new tokens are first used (and for at most REFRESH_GRACE_MS), the token
 * just replaced answers with the same new refresh token, so requests that raced with one token
 * share one rotation instead of logging the user out.
 * Access tokens stay valid until they expire or their session ends (or expires).
 */
import { randomUUID } from 'node:crypto';
import { users } from '../db/users';
import {
  permissionsOf,
  signAccessToken,
  verifyAccessToken,
  type AccessTokenPayload,
} from './access-token';
import { authSecret, authSecretId } from './auth-secret';
import { accessTokenSeconds, DEFAULT_ISSUER, REFRESH_TOKEN_LIFETIME_MS } from './config';
import { hmacSha256, randomToken, sha256Hex } from './encoding';
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
    parentGraceUntil: null,
    usedRefreshTokenHashes: [],
    secretId: authSecretId(),
    createdAt: now,
    refreshExpiresAt: now + REFRESH_TOKEN_LIFETIME_MS,
  };
  const issued = issueTokens(record, refreshToken);
  if (!issued) throw new Error(`Cannot create a session for unknown user ${userId}`);
  sessionStore.put(record);
  return issued;
}

/** Creates a session for the user and returns the header values of docs/auth-protocol.md §2.1. */
export function createSession(userId: string): IssuedSession {
  return issueSession(userId);
}

/** Reads `Authorization: Bearer <access token>`: none, invalid/expired (answer 401) or valid. */
export function readSession(request: Request): SessionLookup {
  const token = bearerToken(request);
  if (token === null) return { status: 'none' };
  const payload = verifyAccessToken(token);
  const now = Date.now();
  if (!payload || payload.exp * 1000 <= now) return { status: 'invalid' };
  const record = sessionStore.live(payload.sessionHandle, now);
  if (!record || record.userId !== payload.sub || !users.byId(record.userId))
    return { status: 'invalid' };
  // The newest tokens are in use, so the client has them: the parent's grace is over (SuperTokens
  // makes the child the parent at this point).
  if (payload.refreshTokenHash1 === record.refreshTokenHash) sessionStore.endGrace(record);
  return { status: 'valid', userId: record.userId, sessionHandle: record.handle };
}

/**
 * The refresh token that replaces `parent`. Derived rather than random, so a racing duplicate of
 * the refresh can be answered with the very same token while the store keeps hashes only; nobody
 * can derive it without the secret.
 */
function childRefreshToken(handle: string, parent: string): string {
  return `${handle}.${hmacSha256(authSecret(), `refresh-token:${parent}`)}`;
}

function answerWith(record: SessionRecord, refreshToken: string): RefreshResult {
  const issued = issueTokens(record, refreshToken);
  if (issued) return { status: 'ok', session: issued };
  sessionStore.remove(record.handle);
  return { status: 'unauthorised' };
}

/** Uses the refresh token in `Authorization: Bearer …` to rotate it and issue a new access token. */
export function refreshSession(request: Request): RefreshResult {
  const token = bearerToken(request);
  const handle = token?.split('.')[0];
  const now = Date.now();
  const record = handle ? sessionStore.live(handle, now) : undefined;
  if (!token || !record) return { status: 'unauthorised' };
  const hash = sha256Hex(token);
  if (hash === record.refreshTokenHash) {
    const next = childRefreshToken(record.handle, token);
    sessionStore.rotate(record, sha256Hex(next), now);
    return answerWith(record, next);
  }
  if (hash === record.parentRefreshTokenHash && (record.parentGraceUntil ?? 0) > now) {
    const current = childRefreshToken(record.handle, token);
    if (sha256Hex(current) === record.refreshTokenHash) return answerWith(record, current);
  }
  if (record.usedRefreshTokenHashes.includes(hash)) {
    sessionStore.remove(record.handle);
    return { status: 'token-theft' };
  }
  return { status: 'unauthorised' };
}

/** Ends a session (sign out); its access and refresh tokens stop working at once. */
export function revokeSession(sessionHandle: string): void {
  sessionStore.remove(sessionHandle);
}
