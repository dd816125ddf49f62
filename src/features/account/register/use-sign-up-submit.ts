import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { setFieldErrors, type FieldMessages } from '@/shared/ui/form/set-field-errors';
import { showToast } from '@/shared/ui/toast/toast-store';
import { loadAuthSdk } from '../session/auth-sdk';
import { registerErrorIds, serverFieldMessage } from './server-errors';
import { signUp } from './sign-up';

/** Why a registration failed, as the form-level alert words it. */
export type RegisterFailure =
  'fields' | 'emailExists' | 'companyExists' | 'notAllowed' | 'tooManyAttempts' | 'error';

type SignUpValues = FieldValues & { email: string; password: string };

interface SignUpSubmitOptions<T extends SignUpValues> {
  /** The sign-up form fields after e-mail and password: accountType and the extras. */
  toFormFields: (values: T) => Record<string, string>;
  /** Backend field id → the form field that shows its error (ids differ where a form combines). */
  fieldFor: Readonly<Record<string, Path<T>>>;
  /** The company's country, which words the VAT number message. */
  countryOf?: (values: T) => string | null;
}

/**
 * The submit of every registration form: sign up, then either the guest guard sends the new user
 * on, or the backend's field errors land on their fields and the alert says why it failed.
 */
export function useSignUpSubmit<T extends SignUpValues>(
  form: UseFormReturn<T>,
  { toFormFields, fieldFor, countryOf }: SignUpSubmitOptions<T>,
) {
  const [failure, setFailure] = useState<RegisterFailure | null>(null);

  // The SDK is needed on submit; fetching it while the shopper types saves that wait.
  useEffect(() => {
    void loadAuthSdk().catch(() => undefined);
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const fields = { email: values.email, password: values.password, ...toFormFields(values) };
    const formFields = Object.entries(fields).map(([id, value]) => ({ id, value }));
    const outcome = await signUp(formFields, () =>
      showToast({
        tone: 'success',
        title: { id: 'register.success.title' },
        text: { id: 'register.success.text' },
      }),
    );
    if (outcome.kind === 'ok') return;
    if (outcome.kind !== 'fieldErrors') {
      setFailure(outcome.kind);
      return;
    }
    const context = { country: countryOf?.(values) ?? null };
    let reason: RegisterFailure = 'fields';
    const messages: FieldMessages<T> = {};
    for (const { id, error } of outcome.fields) {
      const message = serverFieldMessage(error, context);
      if (message === registerErrorIds.emailExists) reason = 'emailExists';
      if (message === registerErrorIds.companyExists) reason = 'companyExists';
      const name = Object.hasOwn(fieldFor, id) ? fieldFor[id] : undefined;
      if (name) messages[name] = message;
    }
    // A complaint about no field of this form is nothing the shopper can fix: the generic text.
    setFailure(setFieldErrors(form.setError, messages) ? reason : 'error');
  });

  return { onSubmit, failure };
}

/** The new user's own data as sign-up form fields (the auth service's ids are the form's names). */
export function personFormFields(values: {
  salutation: string;
  firstname: string;
  lastname: string;
}) {
  return { salutation: values.salutation, firstname: values.firstname, lastname: values.lastname };
}
