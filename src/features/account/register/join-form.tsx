import { useIntl } from 'react-intl';
import { TextField } from '@/shared/ui/form/text-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import { LoginDataFields } from './login-data-fields';
import { PersonFields } from './person-fields';
import { RegisterActions } from './register-actions';
import { emptyLoginData, emptyPerson, joinSchema, type JoinValues } from './register-schemas';
import { personFormFields, useSignUpSubmit } from './use-sign-up-submit';
import { RegisterFieldset } from './register-fieldset';
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
export function JoinForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useShopForm(joinSchema, { companyJoinCode: '', ...emptyPerson, ...emptyLoginData });
  const {
    field,
    formState: { isSubmitting },
  } = form;
  const { onSubmit, failure } = useSignUpSubmit(form, {
    toFormFields: (values) => ({
      accountType: 'business',
      companyJoinCode: values.companyJoinCode,
      ...personFormFields(values),
    }),
    fieldFor,
  });

  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      <RegisterFieldset legend={t('register.company.legend')}>
        <p className={styles.intro}>{t('register.join.intro')}</p>
        <TextField
          {...field('companyJoinCode')}
          label={t('register.joinCode')}
          hint={t('register.joinCode.hint')}
          autoComplete="off"
          autoCapitalize="characters"
        />
      </RegisterFieldset>
      <PersonFields field={field} />
      <LoginDataFields field={field} />
      <RegisterActions failure={failure} busy={isSubmitting} />
    </form>
  );
}
