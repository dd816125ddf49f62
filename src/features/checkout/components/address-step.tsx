import { FormattedMessage, useIntl } from 'react-intl';
import type { Address } from '@/shared/api/contract/account';
import * as card from '@/shared/ui/card.module.css';
import * as button from '@/shared/ui/button.module.css';
import styles from './checkout.module.css';

export interface AddressChoices {
  status: 'pending' | 'error' | 'success';
  addresses: readonly Address[];
}

interface AddressStepProps {
  choices: AddressChoices;
  chosenId: string | null;
  onChoose: (addressId: string) => void;
  onAdd: () => void;
  /** The delivery target's country, by name (null while none is chosen). */
  countryName: string | null;
  countryNameOf: (countryId: string) => string;
}

/**
 * Step 2 for a logged-in buyer: one of the saved addresses (a business has several; the main one
 * is preselected when it lies in the delivery country), or a new one through the manage-address
 * modal. Choosing an address in another country moves the delivery country with it (step 1 and
 * the totals show it at once).
 */
export function AddressStep(props: AddressStepProps) {
  const { choices, chosenId, onChoose, onAdd, countryName, countryNameOf } = props;
  const intl = useIntl();
  const { status, addresses } = choices;
  return (
    <section className={`${card.raised} ${styles.step}`} aria-labelledby="checkout-address">
      <h2 id="checkout-address">
        <FormattedMessage id="checkout.address.heading" />
      </h2>
      {status === 'pending' && (
        <p className={styles.muted} role="status">
          <FormattedMessage id="checkout.address.loading" />
        </p>
      )}
      {status === 'error' && (
        <p className={styles.notice} role="alert">
          <FormattedMessage id="checkout.address.failed" />
        </p>
      )}
      {status === 'success' && addresses.length === 0 && (
        <p className={styles.notice}>
          <FormattedMessage id="checkout.address.none" />
        </p>
      )}
      {status === 'success' && addresses.length > 0 && chosenId === null && countryName && (
        <p className={styles.notice} role="status">
          <FormattedMessage id="checkout.address.noneInCountry" values={{ country: countryName }} />
        </p>
      )}
      {addresses.length > 0 && (
        <fieldset className={styles.choices}>
          <legend>{intl.formatMessage({ id: 'checkout.address.legend' })}</legend>
          {addresses.map((address) => (
            <label key={address.id} className={styles.choice}>
              <input
                type="radio"
                name="deliveryAddress"
                value={address.id}
                checked={address.id === chosenId}
                onChange={() => onChoose(address.id)}
              />
              <span className={styles.choiceText}>
                <strong>{address.name}</strong>
                <span>{address.address}</span>
                <span>
                  {address.postalcode} {address.city}, {countryNameOf(address.country)}
                </span>
                {address.isDefaultDelivery && (
                  <span className={styles.badge}>
                    <FormattedMessage id="checkout.address.main" />
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" className={button.secondary} onClick={onAdd}>
        <FormattedMessage id="checkout.address.add" />
      </button>
    </section>
  );
}
