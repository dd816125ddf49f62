import { useId, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentMethod } from '@/shared/api/contract/orders';
import { validationIds } from '@/shared/forms/validation';
import * as card from '@/shared/ui/card.module.css';
import fieldStyles from '@/shared/ui/form/text-field.module.css';
import { NOTE_MAX } from '../lib/order-note';
import styles from './checkout.module.css';

interface PaymentStepProps {
  methods: readonly PaymentMethod[];
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  note: string;
  onNote: (note: string) => void;
  /** An order was tried with a note longer than the contract takes: it says so, with the limit. */
  noteTooLong?: boolean;
  noteRef?: Ref<HTMLTextAreaElement>;
}

const methodText: Record<PaymentMethod, string> = {
  bank: 'checkout.payment.bank',
  invoice: 'checkout.payment.invoice',
};

/**
 * The payment (docs/decisions/0032-checkout.md: on invoice is for business accounts only) and an
 * optional note. The note's limit is said beside it, as the reference's is; a longer note is not
 * cut short (no maxLength: a paste would lose its end without a word) but refused when ordering
 * with the 'too big' message of requirements §10.1.
 */
export function PaymentStep(props: PaymentStepProps) {
  const { methods, method, onMethod, note, onNote, noteTooLong = false, noteRef } = props;
  const intl = useIntl();
  const noteId = useId();
  const hintId = `${noteId}-hint`;
  const errorId = `${noteId}-error`;
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
        <p id={hintId} className={fieldStyles.hint}>
          <FormattedMessage id="checkout.note.hint" values={{ max: NOTE_MAX }} />
        </p>
        <textarea
          ref={noteRef}
          id={noteId}
          value={note}
          aria-invalid={noteTooLong ? true : undefined}
          aria-describedby={noteTooLong ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onNote(event.target.value)}
        />
        {noteTooLong && (
          <p id={errorId} className={fieldStyles.error}>
            <FormattedMessage id={validationIds.tooBig} values={{ max: NOTE_MAX }} />
          </p>
        )}
      </div>
    </section>
  );
}
