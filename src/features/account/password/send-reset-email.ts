import { isTooManyAttempts } from '../lib/too-many-attempts';
import { loadAuthSdk } from '../session/auth-sdk';
import { fieldErrorId } from './field-error';

/** What the forgot-password form shows for each answer of `sendPasswordResetEmail` (requirements §9.4, §11.1). */
export type ResetEmailOutcome =
  | { kind: 'sent' }
  | { kind: 'fieldError'; messageId: string }
  | { kind: 'notAllowed' }
  | { kind: 'tooManyRequests' }
  | { kind: 'error' };

export async function sendResetEmail(email: string): Promise<ResetEmailOutcome> {
  try {
    const { EmailPassword } = await loadAuthSdk();
    const result = await EmailPassword.sendPasswordResetEmail({
      formFields: [{ id: 'email', value: email }],
    });
    switch (result.status) {
      // Also for an address without an account: the answer must not tell who is a customer.
      case 'OK':
        return { kind: 'sent' };
      case 'FIELD_ERROR': {
        const error = result.formFields.find((field) => field.id === 'email')?.error;
        return { kind: 'fieldError', messageId: fieldErrorId('email', error) };
      }
      case 'PASSWORD_RESET_NOT_ALLOWED':
        return { kind: 'notAllowed' };
      default:
        return { kind: 'error' };
    }
  } catch (error) {
    // Too many mails asked for: the SDK throws the 429 Response itself.
    if (isTooManyAttempts(error)) return { kind: 'tooManyRequests' };
    // GENERAL_ERROR, a 5xx or no connection: the SDK throws. The error never holds the address.
    console.error('Requesting a password reset e-mail failed', error);
    return { kind: 'error' };
  }
}
