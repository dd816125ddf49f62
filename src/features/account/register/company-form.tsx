import { useWatch, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { companyNumberRules, KVK_COUNTRY } from '@/shared/api/contract/company-identity';
import { TextField } from '@/shared/ui/form/text-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import { LoginDataFields } from './login-data-fields';
import { RegisterActions } from './register-actions';
import { companySchema, emptyLoginData, type CompanyValues } from './register-schemas';
import { SelectField } from '@/shared/ui/form/select-field';
import { useEmailTakenCheck } from './use-email-taken-check';
import { useSignUpSubmit } from './use-sign-up-submit';
import { vatExample } from './vat-example';
import { RegisterFieldset } from './register-fieldset';
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
 * Step 2 for a business (requirements §9.2): company name, country and the numbers that country asks for
 * (docs/decisions/0018-company-identity.md): a Dutch company's KvK number and optional VAT number,
 * another EU company's optional VAT number (without one it is a small VAT-exempt business, still
 * a business), nothing outside the EU. Then the contact person and the login data.
 */
export function CompanyForm({ countries, defaultCountry }: CompanyFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useShopForm(companySchema, {
    companyName: '',
    companyId: { country: defaultCountry, kvkNumber: '', vatNumber: '' },
    contactFirstname: '',
    contactLastname: '',
    ...emptyLoginData,
  });
  const {
    field,
    control,
    formState: { isSubmitting },
  } = form;
  const country = useWatch({ control, name: 'companyId.country' });
  const rules = companyNumberRules(country);
  const emailField = useEmailTakenCheck(form);
  const { onSubmit, failure } = useSignUpSubmit(form, {
    toFormFields: (values) => ({
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

  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      <RegisterFieldset legend={t('register.company.legend')}>
        <p className={styles.intro}>{t('register.company.intro')}</p>
        <TextField
          {...field('companyName')}
          label={t('register.companyName')}
          autoComplete="organization"
        />
        {/* A new country re-checks the numbers: which ones it asks for and their prefix. */}
        <SelectField
          {...field('companyId.country', {
            deps: ['companyId.kvkNumber', 'companyId.vatNumber'],
          })}
          label={t('register.country')}
        >
          {countries.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
        {rules.kvkNumber !== 'none' && (
          <TextField
            {...field('companyId.kvkNumber')}
            label={t('register.kvkNumber')}
            hint={t('register.kvkNumber.hint')}
            autoComplete="off"
            inputMode="numeric"
          />
        )}
        {rules.vatNumber !== 'none' && (
          <TextField
            {...field('companyId.vatNumber')}
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
          />
        )}
        {rules.vatNumber === 'none' && (
          <p className={styles.intro}>{t('register.company.outsideEu')}</p>
        )}
        <div className={styles.pair}>
          <TextField
            {...field('contactFirstname')}
            label={t('register.contactFirstname')}
            autoComplete="given-name"
          />
          <TextField
            {...field('contactLastname')}
            label={t('register.contactLastname')}
            autoComplete="family-name"
          />
        </div>
      </RegisterFieldset>
      <LoginDataFields field={field} email={emailField} />
      <RegisterActions failure={failure} busy={isSubmitting} />
    </form>
  );
}
