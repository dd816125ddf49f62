import { loadAuthSdk } from './auth-sdk';
import { cookieNames, removeCookie } from '@/shared/lib/cookies';
import { useSessionStore } from './session-store';

/** `message` is the server's own words, or the SDK's 'No Error Message Provided'. */
export type SignOutOutcome = { ok: true } | { ok: false; message: string | null };

/**
 * Ends the session (requirements §9.1). With no session the SDK makes no call and only fires its sign-out
 * event. A GENERAL_ERROR answer rejects with the server's message (or 'No Error Message
 * Provided'); any other failure (5xx, no connection) has no message worth showing.
 */
export async function signOut(): Promise<SignOutOutcome> {
  try {
    const { Session } = await loadAuthSdk();
    await Session.signOut();
    useSessionStore.getState().setAbsent();
    return { ok: true };
  } catch (error) {
    console.error('Sign-out failed', error instanceof Error ? error.message : error);
    return { ok: false, message: isGeneralError(error) ? error.message : null };
  }
}

/** The SDK's STGeneralError, told apart without importing the SDK eagerly. */
function isGeneralError(error: unknown): error is Error {
  return error instanceof Error && 'isSuperTokensGeneralError' in error;
}

/** The auth SDK's own cookies (header token transfer: access, refresh and front token). */
const isAuthTokenCookie = (name: string) => /^(sFrontToken|sAntiCsrf|st-)/.test(name);

/**
 * A refresh that failed ends the session (requirements §9.1: 'the session is gone'). The SDK
 * itself only drops its tokens when the refresh answers 401; after a 5xx or a malformed answer it
 * keeps them (its sign-out then sees no usable session and makes no call, or its call needs the
 * same broken refresh). So the tokens go here, after the sign-out was tried: a reload must not
 * bring back a session the shopper was told is over.
 */
export async function endSessionAfterFailedRefresh(): Promise<void> {
  await signOut();
  for (const name of cookieNames()) if (isAuthTokenCookie(name)) removeCookie(name);
  useSessionStore.getState().setAbsent();
}
