import { readCookie } from '@/shared/lib/cookies';

/**
 * Whether this browser may have a session, read from the SDK's own front-token cookie
 * (docs/auth-protocol.md §2.2). Without it there is certainly no session, so a guest browsing the
 * catalogue never downloads the auth SDK; it loads when a session may exist or an auth screen opens.
 */
export function mayHaveSession(cookies: string = document.cookie): boolean {
  return readCookie('sFrontToken', cookies) !== undefined;
}
