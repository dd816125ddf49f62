import { useId } from 'react';
import styles from './finder.module.css';

interface FinderSelectProps {
  label: string;
  /** The first option's text: "Choose a brand", "Loading…", or why the list is empty. */
  placeholder: string;
  options: readonly { id: string; name: string }[];
  value: string | null;
  onChange: (id: string | null) => void;
  disabled?: boolean;
}

/**
 * One step of the finder as a native <select>: on a phone it opens the system picker, which
 * is the fastest way through 25 brands or 20 models, and it needs no ARIA of its own.
 */
export function FinderSelect(props: FinderSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={props.value ?? ''}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value || null)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
