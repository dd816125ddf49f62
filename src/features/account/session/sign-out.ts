import { loadAuthSdk } from './auth-sdk';
import { useSessionStore } from './session-store';

/** `message` is the server's own words, or the SDK's 'No Error Message Provided' (spec §8). */
export type SignOutOutcome = { ok: true } | { ok: false; message: string | null };

/**
 * Ends the session (spec §4). With no session the SDK makes no call and only fires its sign-out
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
