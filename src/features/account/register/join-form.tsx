import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Language } from '@/shared/config/languages';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { TextField } from '@/shared/ui/form/text-field';
import * as fieldset from '@/shared/ui/form/fieldset.module.css';
import { LoginDataFields } from './login-data-fields';
import { PersonFields } from './person-fields';
import { RegisterActions } from './register-actions';
import { joinSchema, type JoinValues } from './register-schemas';
import { useSignUpSubmit } from './use-sign-up-submit';
import styles from './register-form.module.css';

/** Backend field id → form field: the same names here. */
const fieldFor = {
  companyJoinCode: 'companyJoinCode',
  salutation: 'salutation',
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  password: 'password',
} as const satisfies Record<string, keyof JoinValues>;

/**
 * Joining an existing company account as an extra user: the company's join code, the
 * person and login data. The new user is a business user of that company.
 */
export function JoinForm({ language }: { language: Language }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useForm<JoinValues>({
    resolver: zodResolver(joinSchema),
    defaultValues: {
      companyJoinCode: '',
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
      accountType: 'business',
      companyJoinCode: values.companyJoinCode,
      salutation: values.salutation,
      firstname: values.firstname,
      lastname: values.lastname,
    }),
    fieldFor,
  });
  const message = (value: string | undefined) => formatFieldMessage(intl, value);

  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      <fieldset className={fieldset.group}>
        <legend className={styles.legend}>{t('register.company.legend')}</legend>
        <div className={styles.fields}>
          <p className={styles.intro}>{t('register.join.intro')}</p>
          <TextField
            {...register('companyJoinCode')}
            label={t('register.joinCode')}
            hint={t('register.joinCode.hint')}
            autoComplete="off"
            autoCapitalize="characters"
            error={message(errors.companyJoinCode?.message)}
          />
        </div>
      </fieldset>
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
