/**
 * Access and refresh tokens of the demo FDI, shared by the auth handlers and the API handlers.
 * (Interface fixed first so the API can rely on it; the auth work fills in the implementation.)
 */
export type SessionLookup =
  | { status: 'none' }
  | { status: 'invalid' }
  | { status: 'valid'; userId: string; sessionHandle: string };

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  frontToken: string;
}

/** Creates a session for the user and returns the header values of auth-fdi-contract.md §2.1. */
export function createSession(userId: string): IssuedSession {
  throw new Error(`createSession(${userId}) is not implemented yet`);
}

/** Reads `Authorization: Bearer <access token>`: none, invalid/expired (answer 401) or valid. */
export function readSession(request: Request): SessionLookup {
  void request;
  throw new Error('readSession is not implemented yet');
}
