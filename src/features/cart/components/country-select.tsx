import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Country } from '@/shared/api/contract/countries';
import { CountryOptions } from '@/shared/shopper/country-options';
import * as card from '@/shared/ui/card.module.css';
import styles from './cart-view.module.css';

interface CountrySelectProps {
  countries: readonly Country[];
  /** The shop's current country, or null while none is chosen. */
  value: string | null;
  onChange: (countryId: string) => void;
}

/** The delivery country on the cart page: shipping costs and VAT follow it (x-country-code). */
export function CountrySelect({ countries, value, onChange }: CountrySelectProps) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`${card.card} ${styles.country}`}>
      <label htmlFor={id} className={styles.countryLabel}>
        {intl.formatMessage({ id: 'cart.page.country' })}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        aria-describedby={hintId}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
      >
        {value === null && <option value="" />}
        <CountryOptions countries={countries} />
      </select>
      <p id={hintId} className={styles.hint}>
        {intl.formatMessage({ id: 'cart.page.countryHint' })}
      </p>
    </div>
  );
}
