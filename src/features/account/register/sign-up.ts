import { isTooManyAttempts } from '../lib/too-many-attempts';
import { loadAuthSdk } from '../session/auth-sdk';
import { useSessionStore } from '../session/session-store';

/** What the registration forms show for each outcome of `EmailPassword.signUp` (requirements §9.2, §11.1). */
export type SignUpOutcome =
  | { kind: 'ok' }
  | { kind: 'fieldErrors'; fields: { id: string; error: string }[] }
  | { kind: 'notAllowed' }
  | { kind: 'tooManyAttempts' }
  | { kind: 'error' };

/**
 * Signs up with the given form fields (email, password, accountType and the extras the auth
 * service declares). On success the session is marked present; the guest-only guard then sends
 * the new user on, like a login does.
 */
export async function signUp(
  formFields: { id: string; value: string }[],
  onCreated?: () => void,
): Promise<SignUpOutcome> {
  try {
    const { EmailPassword } = await loadAuthSdk();
    const result = await EmailPassword.signUp({ formFields });
    switch (result.status) {
      case 'OK':
        // Requirements §9.2: only a result with a user and status OK is a registration.
        if (!result.user) return { kind: 'error' };
        onCreated?.();
        useSessionStore.getState().setPresent(result.user.id);
        return { kind: 'ok' };
      case 'FIELD_ERROR':
        return { kind: 'fieldErrors', fields: result.formFields };
      case 'SIGN_UP_NOT_ALLOWED':
        return { kind: 'notAllowed' };
      default:
        return { kind: 'error' };
    }
  } catch (error) {
    // Too many wrong join codes: the shopper is told to wait a minute.
    if (isTooManyAttempts(error)) return { kind: 'tooManyAttempts' };
    // A GENERAL_ERROR, a 5xx or no connection: the SDK throws. Logged for the developer (the
    // error names the endpoint, never the form's values); the shopper gets the generic message.
    console.error('Sign-up failed', error);
    return { kind: 'error' };
  }
}
