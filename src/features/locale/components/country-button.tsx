import { useIntl } from 'react-intl';
import { useCountries } from '@/shared/shopper/countries';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { useCountryPromptStore } from '../stores/country-prompt-store';
import * as toolbar from '@/shared/ui/toolbar.module.css';
import styles from './country-button.module.css';

/** Shows the delivery country and opens the country prompt. */
export function CountryButton() {
  const intl = useIntl();
  const countryId = useDeliveryTargetStore((state) => state.countryId);
  const open = useCountryPromptStore((state) => state.setOpen);
  const countries = useCountries();
  const name = countries.data?.find((c) => c.id === countryId)?.name;
  return (
    <button
      type="button"
      className={`${toolbar.control} ${styles.button}`}
      onClick={() => open(true)}
      aria-haspopup="dialog"
    >
      <span className={styles.label}>{intl.formatMessage({ id: 'country.button.label' })}</span>
      <span className={styles.value}>
        {name ?? countryId ?? intl.formatMessage({ id: 'country.button.choose' })}
      </span>
    </button>
  );
}
