import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { Language } from '@/shared/config/languages';
import { prefilledEmail } from '@/shared/lib/prefill-email';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { LoginDataFields } from './login-data-fields';
import { PersonFields } from './person-fields';
import { RegisterActions } from './register-actions';
import { personalSchema, type PersonalValues } from './register-schemas';
import { useEmailTakenCheck } from './use-email-taken-check';
import { useSignUpSubmit } from './use-sign-up-submit';
import styles from './register-form.module.css';

/** Backend field id → form field: the same names here. */
const fieldFor = {
  salutation: 'salutation',
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  password: 'password',
} as const satisfies Record<string, keyof PersonalValues>;

/** Step 2 for a private buyer (spec §2): salutation, name and login data. */
export function PersonalForm({ language }: { language: Language }) {
  const intl = useIntl();
  // A page that links here may hand over the address (history state, not the URL): the order lookup.
  const email = prefilledEmail(useLocation().state);
  const form = useForm<PersonalValues>({
    resolver: zodResolver(personalSchema),
    defaultValues: {
      // "Not specified" is a full answer, so the fastest path needs no click here.
      salutation: 'unspecified',
      firstname: '',
      lastname: '',
      email,
      password: '',
      passwordRepeat: '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const emailRegistration = useEmailTakenCheck(form);
  const { onSubmit, failure } = useSignUpSubmit(form, {
    toFormFields: (values) => ({
      email: values.email,
      password: values.password,
      accountType: 'personal',
      salutation: values.salutation,
      firstname: values.firstname,
      lastname: values.lastname,
    }),
    fieldFor,
  });
  const message = (value: string | undefined) => formatFieldMessage(intl, value);

  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      <PersonFields
        fields={{
          salutation: register('salutation'),
          firstname: register('firstname'),
          lastname: register('lastname'),
        }}
        errors={{
          salutation: message(errors.salutation?.message),
          firstname: message(errors.firstname?.message),
          lastname: message(errors.lastname?.message),
        }}
      />
      <LoginDataFields
        email={emailRegistration}
        password={register('password')}
        passwordRepeat={register('passwordRepeat')}
        errors={{
          email: message(errors.email?.message),
          password: message(errors.password?.message),
          passwordRepeat: message(errors.passwordRepeat?.message),
        }}
      />
      <RegisterActions language={language} failure={failure} busy={isSubmitting} />
    </form>
  );
}
