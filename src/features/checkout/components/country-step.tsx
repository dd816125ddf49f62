import { FormattedMessage } from 'react-intl';
import * as card from '@/shared/ui/card.module.css';
import * as button from '@/shared/ui/button.module.css';
import styles from './checkout.module.css';

interface CountryStepProps {
  /** The shop's current country, or null while none is chosen. */
  countryName: string | null;
  onChangeCountry: () => void;
}

/** Step 1 (requirements §7.1): the country the shop delivers to; ordering waits until one is chosen. */
export function CountryStep({ countryName, onChangeCountry }: CountryStepProps) {
  return (
    <section className={`${card.raised} ${styles.step}`} aria-labelledby="checkout-country">
      <h2 id="checkout-country">
        <FormattedMessage id="checkout.country.heading" />
      </h2>
      {countryName ? (
        <p>
          <FormattedMessage id="checkout.country.current" values={{ country: countryName }} />
        </p>
      ) : (
        <p className={styles.notice}>
          <FormattedMessage id="checkout.country.none" />
        </p>
      )}
      <button type="button" className={button.secondary} onClick={onChangeCountry}>
        <FormattedMessage
          id={countryName ? 'checkout.country.change' : 'checkout.country.choose'}
        />
      </button>
    </section>
  );
}
