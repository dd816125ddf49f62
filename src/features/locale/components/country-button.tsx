import { useIntl } from 'react-intl';
import { deliveryCountryId, useCountryName } from '@/shared/shopper/countries';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { useCountryPromptStore } from '../stores/country-prompt-store';
import * as toolbar from '@/shared/ui/toolbar.module.css';
import styles from './country-button.module.css';

/** Shows the delivery country (the default one until a country is chosen) and opens the country prompt. */
export function CountryButton() {
  const intl = useIntl();
  const countryId = useDeliveryTargetStore((state) => state.countryId);
  const open = useCountryPromptStore((state) => state.setOpen);
  const countryName = useCountryName();
  return (
    <button
      type="button"
      className={`${toolbar.control} ${styles.button}`}
      onClick={() => open(true)}
      aria-haspopup="dialog"
    >
      <span className={styles.label}>{intl.formatMessage({ id: 'country.button.label' })}</span>{' '}
      {/* The space keeps label and country apart in the button's name in every browser. */}
      <span className={styles.value}>{countryName(deliveryCountryId(countryId))}</span>
    </button>
  );
}
