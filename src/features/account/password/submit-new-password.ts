import { loadAuthSdk } from '../session/auth-sdk';
import { fieldErrorId } from './field-error';

/** What the reset form shows for each answer of `submitNewPassword` (requirements §9.4, §11.1). */
export type NewPasswordOutcome =
  | { kind: 'ok' }
  | { kind: 'fieldError'; messageId: string }
  | { kind: 'invalidLink' }
  | { kind: 'error' };

/**
 * Sets the new password. The SDK takes the token and tenant from the page's own query string
 * (`?token=…&tenantId=…`), so it never passes through the shop's code or its logs.
 */
export async function submitNewPassword(password: string): Promise<NewPasswordOutcome> {
  try {
    const { EmailPassword } = await loadAuthSdk();
    // auth-react sends only the first form field (docs/auth-protocol.md §3.5): the password.
    const result = await EmailPassword.submitNewPassword({
      formFields: [{ id: 'password', value: password }],
    });
    switch (result.status) {
      case 'OK':
        return { kind: 'ok' };
      case 'FIELD_ERROR': {
        const error = result.formFields.find((field) => field.id === 'password')?.error;
        return { kind: 'fieldError', messageId: fieldErrorId('password', error) };
      }
      case 'RESET_PASSWORD_INVALID_TOKEN_ERROR':
        return { kind: 'invalidLink' };
      default:
        // Requirements §11.1: anything but OK is 'Password reset failed'.
        return { kind: 'error' };
    }
  } catch (error) {
    // The SDK's errors carry the response status or the server's message, never the token.
    console.error('Setting a new password failed', error);
    return { kind: 'error' };
  }
}
