import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './fields.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The error text, already translated; also marks the select invalid for assistive technology. */
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native <select> with its error read out with it, like the shared TextField. */
export function SelectField({ label, error, ref, children, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        ref={ref}
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
