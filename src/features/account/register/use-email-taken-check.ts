import { useRef } from 'react';
import type { ChangeHandler, FieldValues, Path } from 'react-hook-form';
import { emailField } from '@/shared/forms/validation';
import type { FieldProps, ShopForm } from '@/shared/ui/form/use-shop-form';
import { loadAuthSdk } from '../session/auth-sdk';
import { registerErrorIds } from './server-errors';

const wellFormed = emailField();

/** Whether the auth service knows an account with a password for this address (requirements §14.1). */
async function isEmailTaken(email: string): Promise<boolean> {
  try {
    const { EmailPassword } = await loadAuthSdk();
    const answer = await EmailPassword.doesEmailExist({ email });
    return answer.status === 'OK' && answer.doesExist;
  } catch {
    // Unknown is not taken: the sign-up itself still answers "already exists" if it is.
    return false;
  }
}

/**
 * The registration forms' e-mail field, registered with a check as the shopper leaves it: an
 * address that already has an account says so there and then, not only after "Finish
 * registration" (`GET /auth/emailpassword/email/exists`, the SDK's name for the older
 * `/signup/email/exists`). Each address is asked about once; an answer for an address the shopper
 * has meanwhile changed is dropped.
 */
export function useEmailTakenCheck<T extends FieldValues & { email: string }>(
  form: ShopForm<T>,
): FieldProps {
  const name = 'email' as Path<T>;
  const registration = form.field(name);
  const asked = useRef('');

  const onBlur: ChangeHandler = async (event) => {
    await registration.onBlur(event);
    const email = String(form.getValues(name) ?? '').trim();
    if (email === asked.current) return;
    asked.current = email;
    // The form validates on submit only: this check's own complaint goes with the address.
    const { error } = form.getFieldState(name);
    if (error?.type === 'server' && error.message === registerErrorIds.emailExists) {
      form.clearErrors(name);
    }
    if (!wellFormed.safeParse(email).success) return;
    const taken = await isEmailTaken(email);
    const current = String(form.getValues(name) ?? '').trim();
    if (taken && current === email) {
      form.setError(name, { type: 'server', message: registerErrorIds.emailExists });
    }
  };
  return { ...registration, onBlur };
}
