import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Country } from '@/shared/api/contract/countries';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import styles from './address-fields.module.css';

type AddressField = 'address' | 'postalcode' | 'city' | 'country';

interface AddressFieldsProps {
  /** react-hook-form's `register(name)` of each field. */
  fields: Record<AddressField, UseFormRegisterReturn>;
  /** The translated error of a field, if any. */
  error: (field: AddressField) => string | undefined;
  countries: readonly Country[];
  /** A stored country the list no longer has: still shown, so the form keeps its value. */
  extraCountryId?: string | null;
  /** Which address the browser's autofill offers: where goods go (default) or invoices go. */
  autofill?: 'shipping' | 'billing';
}

/**
 * Where a delivery goes: street and number, postal code and city, country (by name, in the
 * shop's language). The address book and the anonymous order share it, with the same autofill
 * hints, so a browser fills in both alike; checkout's invoice address asks for the billing ones.
 */
export function AddressFields(props: AddressFieldsProps) {
  const { fields, error, countries, extraCountryId, autofill = 'shipping' } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const sorted = [...countries].sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  return (
    <>
      <TextField
        {...fields.address}
        label={t('addresses.form.address')}
        autoComplete={`${autofill} street-address`}
        error={error('address')}
      />
      <div className={styles.row}>
        <TextField
          {...fields.postalcode}
          label={t('addresses.form.postalcode')}
          autoComplete={`${autofill} postal-code`}
          error={error('postalcode')}
        />
        <TextField
          {...fields.city}
          label={t('addresses.form.city')}
          autoComplete={`${autofill} address-level2`}
          error={error('city')}
        />
      </div>
      <SelectField
        {...fields.country}
        label={t('addresses.form.country')}
        autoComplete={`${autofill} country`}
        error={error('country')}
      >
        <option value="">{t('addresses.form.countryChoose')}</option>
        {extraCountryId && <option value={extraCountryId}>{extraCountryId}</option>}
        {sorted.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
