import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Language } from '@/shared/config/languages';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { TextField } from '@/shared/ui/form/text-field';
import { LoginDataFields } from './login-data-fields';
import { RegisterActions } from './register-actions';
import { personalSchema, type PersonalValues } from './register-schemas';
import { SalutationField } from './salutation-field';
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
  const t = (id: string) => intl.formatMessage({ id });
  const form = useForm<PersonalValues>({
    resolver: zodResolver(personalSchema),
    defaultValues: {
      // "Not specified" is a full answer, so the fastest path needs no click here.
      salutation: 'unspecified',
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      passwordRepeat: '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
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
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('register.personal.legend')}</legend>
        <div className={styles.fields}>
          <SalutationField
            registration={register('salutation')}
            error={message(errors.salutation?.message)}
          />
          <div className={styles.pair}>
            <TextField
              {...register('firstname')}
              label={t('register.firstname')}
              autoComplete="given-name"
              error={message(errors.firstname?.message)}
            />
            <TextField
              {...register('lastname')}
              label={t('register.lastname')}
              autoComplete="family-name"
              error={message(errors.lastname?.message)}
            />
          </div>
        </div>
      </fieldset>
      <LoginDataFields
        email={register('email')}
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
