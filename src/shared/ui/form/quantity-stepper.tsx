import { useId, type Ref } from 'react';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  label: string;
  /** What the field shows: the shopper's own text, so a wrong entry can be corrected. */
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  /** The error text, already translated; also marks the field invalid. */
  error?: string;
  decreaseLabel: string;
  increaseLabel: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled quantity with − and + buttons (44 px targets) around a numeric text field: the
 * buttons step within min and max, typing is free, and the error is read out with the field.
 * A text field rather than `type="number"`: no spinner, no scroll-wheel changes, and the text the
 * shopper typed stays as typed until it is fixed. Its buttons name their field and step
 * (`aria-controls`, `data-step`), so they step it on a prerendered page before the app runs too.
 */
export function QuantityStepper({
  label,
  value,
  onChange,
  min,
  max,
  error,
  decreaseLabel,
  increaseLabel,
  ref,
}: QuantityStepperProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const current = /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
  const stepBy = (delta: number) => {
    const next = (current ?? min - delta) + delta;
    onChange(String(Math.min(max, Math.max(min, next))));
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={decreaseLabel}
          aria-controls={id}
          data-step={-1}
          onClick={() => stepBy(-1)}
          disabled={current !== null && current <= min}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          ref={ref}
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          // Room for one digit more than the maximum, so "too big" can be said.
          maxLength={String(max).length + 1}
          // Read by the page's inline script, which steps the field before the app runs.
          data-min={min}
          data-max={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={increaseLabel}
          aria-controls={id}
          data-step={1}
          onClick={() => stepBy(1)}
          disabled={current !== null && current >= max}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
