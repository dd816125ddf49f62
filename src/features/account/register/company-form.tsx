import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { companyNumberRules, KVK_COUNTRY } from '@/shared/api/contract/company-identity';
import type { Language } from '@/shared/config/languages';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { TextField } from '@/shared/ui/form/text-field';
import * as fieldset from '@/shared/ui/form/fieldset.module.css';
import { LoginDataFields } from './login-data-fields';
import { RegisterActions } from './register-actions';
import { companySchema, type CompanyValues } from './register-schemas';
import { SelectField } from '@/shared/ui/form/select-field';
import { useEmailTakenCheck } from './use-email-taken-check';
import { useSignUpSubmit } from './use-sign-up-submit';
import { vatExample } from './vat-example';
import styles from './register-form.module.css';

/**
 * Backend field id → form field. The contact person is also the user, so the user's names land on
 * the contact fields.
 */
const fieldFor = {
  companyName: 'companyName',
  country: 'companyId.country',
  kvkNumber: 'companyId.kvkNumber',
  vatNumber: 'companyId.vatNumber',
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
  /** The countries a company may be registered in (in and outside the EU), in the order to offer them. */
  countries: CompanyCountry[];
  defaultCountry: string;
}

/** The sign-up fields for the company's numbers: only those its country asks for, when given. */
function companyNumberFields(values: CompanyValues): Record<string, string> {
  const { country, kvkNumber, vatNumber } = values.companyId;
  const rules = companyNumberRules(country);
  return {
    ...(rules.kvkNumber === 'none' ? {} : { kvkNumber }),
    ...(rules.vatNumber === 'none' || !vatNumber ? {} : { vatNumber }),
  };
}

/**
 * Step 2 for a business (spec §2, §3): company name, country and the numbers that country asks for
 * (docs/decisions.md, "Company identity"): a Dutch company's KvK number and optional VAT number,
 * another EU company's optional VAT number (without one it is a small VAT-exempt business, still
 * a business), nothing outside the EU. Then the contact person and the login data.
 */
export function CompanyForm({ language, countries, defaultCountry }: CompanyFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useForm<CompanyValues>({
    resolver: zodResolver(companySchema),
    defaultValues: {
      companyName: '',
      companyId: { country: defaultCountry, kvkNumber: '', vatNumber: '' },
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
  const rules = companyNumberRules(country);
  const emailRegistration = useEmailTakenCheck(form);
  const { onSubmit, failure } = useSignUpSubmit(form, {
    toFormFields: (values) => ({
      email: values.email,
      password: values.password,
      accountType: 'business',
      companyName: values.companyName,
      country: values.companyId.country,
      ...companyNumberFields(values),
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
      <fieldset className={fieldset.group}>
        <legend className={styles.legend}>{t('register.company.legend')}</legend>
        <div className={styles.fields}>
          <p className={styles.intro}>{t('register.company.intro')}</p>
          <TextField
            {...register('companyName')}
            label={t('register.companyName')}
            autoComplete="organization"
            error={message(errors.companyName?.message)}
          />
          {/* A new country re-checks the numbers: which ones it asks for and their prefix. */}
          <SelectField
            {...register('companyId.country', {
              deps: ['companyId.kvkNumber', 'companyId.vatNumber'],
            })}
            label={t('register.country')}
            error={message(errors.companyId?.country?.message)}
          >
            {countries.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
          {rules.kvkNumber !== 'none' && (
            <TextField
              {...register('companyId.kvkNumber')}
              label={t('register.kvkNumber')}
              hint={t('register.kvkNumber.hint')}
              autoComplete="off"
              inputMode="numeric"
              error={message(errors.companyId?.kvkNumber?.message)}
            />
          )}
          {rules.vatNumber !== 'none' && (
            <TextField
              {...register('companyId.vatNumber')}
              label={t('register.vatNumber.optional')}
              hint={intl.formatMessage(
                {
                  id:
                    country === KVK_COUNTRY
                      ? 'register.vatNumber.hint'
                      : 'register.vatNumber.hint.reverseCharge',
                },
                { example: vatExample(country) },
              )}
              autoComplete="off"
              autoCapitalize="characters"
              error={message(errors.companyId?.vatNumber?.message)}
            />
          )}
          {rules.vatNumber === 'none' && (
            <p className={styles.intro}>{t('register.company.outsideEu')}</p>
          )}
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
