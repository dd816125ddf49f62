import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Language } from '@/shared/config/languages';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { TextField } from '@/shared/ui/form/text-field';
import { LoginDataFields } from './login-data-fields';
import { RegisterActions } from './register-actions';
import { companySchema, type CompanyValues } from './register-schemas';
import { SelectField } from '@/shared/ui/form/select-field';
import { useEmailTakenCheck } from './use-email-taken-check';
import { useSignUpSubmit } from './use-sign-up-submit';
import { vatExample } from './vat-example';
import styles from './register-form.module.css';

/**
 * Backend field id → form field. The form asks for one company number (KvK or VAT, by country);
 * the contact person is also the user, so the user's names land on the contact fields.
 */
const fieldFor = {
  companyName: 'companyName',
  country: 'companyId.country',
  kvkNumber: 'companyId.number',
  vatNumber: 'companyId.number',
  contactFirstname: 'contactFirstname',
  contactLastname: 'contactLastname',
  firstname: 'contactFirstname',
  lastname: 'contactLastname',
  email: 'email',
  password: 'password',
} as const satisfies Record<string, Path<CompanyValues>>;

export interface CompanyCountry {
  id: string;
  name: string;
}

interface CompanyFormProps {
  language: Language;
  /** The countries a company may be registered in, in the order to offer them. */
  countries: CompanyCountry[];
  defaultCountry: string;
}

/**
 * Step 2 for a business (spec §2, §3): company name, country, KvK number for a Dutch company or
 * VAT number for another EU one (format checked here first), the contact person and login data.
 */
export function CompanyForm({ language, countries, defaultCountry }: CompanyFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useForm<CompanyValues>({
    resolver: zodResolver(companySchema),
    defaultValues: {
      companyName: '',
      companyId: { country: defaultCountry, number: '' },
      contactFirstname: '',
      contactLastname: '',
      email: '',
      password: '',
      passwordRepeat: '',
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const country = useWatch({ control, name: 'companyId.country' });
  const dutch = country === 'NL';
  const emailRegistration = useEmailTakenCheck(form);
  const { onSubmit, failure } = useSignUpSubmit(form, {
    toFormFields: (values) => ({
      email: values.email,
      password: values.password,
      accountType: 'business',
      companyName: values.companyName,
      country: values.companyId.country,
      [values.companyId.country === 'NL' ? 'kvkNumber' : 'vatNumber']: values.companyId.number,
      contactFirstname: values.contactFirstname,
      contactLastname: values.contactLastname,
      firstname: values.contactFirstname,
      lastname: values.contactLastname,
    }),
    fieldFor,
    countryOf: (values) => values.companyId.country,
  });
  const message = (value: string | undefined) => formatFieldMessage(intl, value);

  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('register.company.legend')}</legend>
        <div className={styles.fields}>
          <p className={styles.intro}>{t('register.company.intro')}</p>
          <TextField
            {...register('companyName')}
            label={t('register.companyName')}
            autoComplete="organization"
            error={message(errors.companyName?.message)}
          />
          {/* A new country re-checks the number: KvK and VAT follow different rules. */}
          <SelectField
            {...register('companyId.country', { deps: ['companyId.number'] })}
            label={t('register.country')}
            error={message(errors.companyId?.country?.message)}
          >
            {countries.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <TextField
            {...register('companyId.number')}
            label={t(dutch ? 'register.kvkNumber' : 'register.vatNumber')}
            hint={
              dutch
                ? t('register.kvkNumber.hint')
                : intl.formatMessage(
                    { id: 'register.vatNumber.hint' },
                    { example: vatExample(country) },
                  )
            }
            autoComplete="off"
            inputMode={dutch ? 'numeric' : 'text'}
            autoCapitalize="characters"
            error={message(errors.companyId?.number?.message)}
          />
          <div className={styles.pair}>
            <TextField
              {...register('contactFirstname')}
              label={t('register.contactFirstname')}
              autoComplete="given-name"
              error={message(errors.contactFirstname?.message)}
            />
            <TextField
              {...register('contactLastname')}
              label={t('register.contactLastname')}
              autoComplete="family-name"
              error={message(errors.contactLastname?.message)}
            />
          </div>
        </div>
      </fieldset>
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
