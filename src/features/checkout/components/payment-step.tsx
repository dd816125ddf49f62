import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentMethod } from '@/shared/api/contract/orders';
import { TEXT_LIMITS } from '@/shared/api/contract/text-limits';
import * as card from '@/shared/ui/card.module.css';
import styles from './checkout.module.css';

/** The contract's longest note. */
export const NOTE_MAX = TEXT_LIMITS.note;

interface PaymentStepProps {
  methods: readonly PaymentMethod[];
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  note: string;
  onNote: (note: string) => void;
}

const methodText: Record<PaymentMethod, string> = {
  bank: 'checkout.payment.bank',
  invoice: 'checkout.payment.invoice',
};

/**
 * The payment (docs/decisions/0032-checkout.md: on invoice is for business accounts only) and an
 * optional note.
 */
export function PaymentStep({ methods, method, onMethod, note, onNote }: PaymentStepProps) {
  const intl = useIntl();
  const noteId = useId();
  return (
    <section className={`${card.raised} ${styles.step}`} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">
        <FormattedMessage id="checkout.payment.heading" />
      </h2>
      <fieldset className={styles.choices}>
        <legend>{intl.formatMessage({ id: 'checkout.payment.legend' })}</legend>
        {methods.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="paymentMethod"
              value={value}
              checked={value === method}
              onChange={() => onMethod(value)}
            />
            <span className={styles.choiceText}>
              <FormattedMessage id={methodText[value]} />
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.note}>
        <label htmlFor={noteId}>
          <FormattedMessage id="checkout.note.label" />
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={NOTE_MAX}
          onChange={(event) => onNote(event.target.value)}
        />
      </div>
    </section>
  );
}
