import { useIntl } from 'react-intl';
import type { Country } from '@/shared/api/contract/countries';
import { CountryOptions } from '@/shared/shopper/country-options';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import type { FieldProps } from './use-shop-form';
import styles from './address-fields.module.css';

type AddressField = 'address' | 'postalcode' | 'city' | 'country';

interface AddressFieldsProps {
  /** The form's `field(name)` (useShopForm, useFieldProps): registration and translated error. */
  field: (name: AddressField) => FieldProps;
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
  const { field, countries, extraCountryId, autofill = 'shipping' } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      {/* Street and number is one line of an address: `street-address` is the whole address
          (several lines) and belongs on a textarea, not on an input. */}
      <TextField
        {...field('address')}
        label={t('addresses.form.address')}
        autoComplete={`${autofill} address-line1`}
      />
      <div className={styles.row}>
        <TextField
          {...field('postalcode')}
          label={t('addresses.form.postalcode')}
          autoComplete={`${autofill} postal-code`}
        />
        <TextField
          {...field('city')}
          label={t('addresses.form.city')}
          autoComplete={`${autofill} address-level2`}
        />
      </div>
      <SelectField
        {...field('country')}
        label={t('addresses.form.country')}
        autoComplete={`${autofill} country`}
      >
        <option value="">{t('addresses.form.countryChoose')}</option>
        {extraCountryId && <option value={extraCountryId}>{extraCountryId}</option>}
        <CountryOptions countries={countries} />
      </SelectField>
    </>
  );
}

/** The carrier's number for this address: the address book and the guest order ask alike. */
export function TelephoneField(props: FieldProps) {
  const intl = useIntl();
  return (
    <TextField
      {...props}
      label={intl.formatMessage({ id: 'addresses.form.telephone' })}
      hint={intl.formatMessage({ id: 'addresses.form.telephoneHint' })}
      type="tel"
      autoComplete="shipping tel"
    />
  );
}
