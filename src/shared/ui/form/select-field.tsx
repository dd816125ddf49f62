import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './text-field.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The error text, already translated; also marks the select invalid for assistive technology. */
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select that looks and reads like TextField (spread `register(name)` into it).
 * Native, because a short list of countries needs no custom widget.
 */
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
        className={styles.input}
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
