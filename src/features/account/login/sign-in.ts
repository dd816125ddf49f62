import { isTooManyAttempts } from '../lib/too-many-attempts';
import { loadAuthSdk } from '../session/auth-sdk';
import { useSessionStore } from '../session/session-store';
import { validationIds } from '@/shared/forms/validation';
import type { LoginValues } from '../forms/login-schema';

/** What the login form shows for each outcome of `EmailPassword.signIn` (requirements §9.3, §11.1). */
export type SignInOutcome =
  | { kind: 'ok' }
  | { kind: 'wrongCredentials' }
  | { kind: 'notAllowed' }
  | { kind: 'tooManyAttempts' }
  | { kind: 'fieldErrors'; fields: Partial<Record<keyof LoginValues, string>> }
  | { kind: 'error' };

/**
 * The backend's field errors are English sentences (docs/auth-protocol.md §3.1); the shop shows
 * its own translated messages instead, matched on what the backend complained about.
 */
function toMessageId(error: string): string {
  if (/not optional/i.test(error)) return validationIds.required;
  if (/email/i.test(error)) return validationIds.email;
  return validationIds.invalid;
}

export async function signIn(values: LoginValues): Promise<SignInOutcome> {
  try {
    const { EmailPassword } = await loadAuthSdk();
    const result = await EmailPassword.signIn({
      formFields: [
        { id: 'email', value: values.email },
        { id: 'password', value: values.password },
      ],
    });
    switch (result.status) {
      case 'OK':
        // Requirements §9.3: only a result with a user and status OK is a login.
        if (!result.user) return { kind: 'error' };
        useSessionStore.getState().setPresent(result.user.id);
        return { kind: 'ok' };
      case 'WRONG_CREDENTIALS_ERROR':
        return { kind: 'wrongCredentials' };
      case 'SIGN_IN_NOT_ALLOWED':
        return { kind: 'notAllowed' };
      case 'FIELD_ERROR': {
        const fields: Partial<Record<keyof LoginValues, string>> = {};
        for (const field of result.formFields) {
          if (field.id === 'email' || field.id === 'password')
            fields[field.id] = toMessageId(field.error);
        }
        return { kind: 'fieldErrors', fields };
      }
      default:
        return { kind: 'error' };
    }
  } catch (error) {
    // Too many wrong passwords: an answer, not a fault; the shopper is told to wait a minute.
    if (isTooManyAttempts(error)) return { kind: 'tooManyAttempts' };
    // A GENERAL_ERROR, a 5xx or no connection: the SDK throws. Logged for the developer; the
    // shopper gets the generic message and can simply try again.
    console.error('Sign-in failed', error);
    return { kind: 'error' };
  }
}
