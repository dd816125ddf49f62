import { useState } from 'react';
import { useIntl } from 'react-intl';
import styles from '@/shared/ui/form/quantity-stepper.module.css';

interface AmountControlProps {
  amount: number;
  /** The line in words, for the buttons' and the field's accessible names. */
  label: string;
  onDecrease: () => void;
  onIncrease: () => void;
  onSet: (amount: number) => void;
}

/**
 * − / typed amount / +. A typed amount is taken on Enter or when the field is left (not per
 * keystroke: "12" would first recalculate for 1); an empty or invalid entry goes back.
 */
export function AmountControl({
  amount,
  label,
  onDecrease,
  onIncrease,
  onSet,
}: AmountControlProps) {
  const intl = useIntl();
  // What is being typed; null when not editing, so the field shows the cart's amount.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const text = draft.trim();
    // An empty or invalid entry goes back to the cart's amount.
    if (!/^\d{1,4}$/.test(text)) return;
    const typed = Number.parseInt(text, 10);
    if (typed !== amount) onSet(typed);
  };
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        aria-label={intl.formatMessage({ id: 'cart.line.decrease' }, { product: label })}
        onClick={onDecrease}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={4}
        autoComplete="off"
        aria-label={intl.formatMessage({ id: 'cart.line.amount' }, { product: label })}
        value={draft ?? String(amount)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={intl.formatMessage({ id: 'cart.line.increase' }, { product: label })}
        onClick={onIncrease}
        disabled={amount >= 9999}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
