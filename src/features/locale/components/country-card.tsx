import { useIntl } from 'react-intl';
import { useCountries } from '@/shared/shopper/countries';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { useCountryPromptStore } from '../stores/country-prompt-store';
import styles from './country-card.module.css';

/**
 * Home's country section: without a chosen country it asks for one (prices, VAT and shipping
 * depend on it); with one it says where we deliver and offers to change it. It is always there,
 * so `/home/country` has a target and nothing moves once the stored country is restored.
 */
export function CountryCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const countryId = useDeliveryTargetStore((state) => state.countryId);
  const open = useCountryPromptStore((state) => state.setOpen);
  const countries = useCountries();
  const name = countries.data?.find((country) => country.id === countryId)?.name ?? countryId;
  return (
    <section id="country" aria-labelledby="country-card-title" className={styles.section}>
      <div className={styles.card} data-chosen={name !== null}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
          <path
            d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            fill="currentColor"
          />
        </svg>
        <div className={styles.text}>
          <h2 id="country-card-title" className={styles.title}>
            {name ? t('home.country.chosen.title', { country: name }) : t('home.country.title')}
          </h2>
          <p className={styles.body}>
            {name ? t('home.country.chosen.text') : t('home.country.text')}
          </p>
        </div>
        <button
          type="button"
          className={styles.button}
          aria-haspopup="dialog"
          onClick={() => open(true)}
        >
          {name ? t('home.country.change') : t('home.country.choose')}
        </button>
      </div>
    </section>
  );
}
