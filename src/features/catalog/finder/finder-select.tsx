import { useId } from 'react';
import styles from './finder.module.css';

interface FinderSelectProps {
  label: string;
  /** The first option's text: "Choose a brand", "Loading…", or why the list is empty. */
  placeholder: string;
  /** The catalogue's entries; the form sends an entry's slug (`url`), the app keeps its id. */
  options: readonly { id: string; name: string; url: string }[];
  value: string | null;
  onChange: (id: string | null) => void;
  disabled?: boolean;
  /** The field's name in the finder's GET form (finder-form.ts). */
  name?: string;
  required?: boolean;
}

/**
 * One step of the finder as a native <select>: on a phone it opens the system picker, which
 * is the fastest way through 25 brands or 20 models, and it needs no ARIA of its own.
 */
export function FinderSelect(props: FinderSelectProps) {
  const id = useId();
  const chosen = props.options.find((option) => option.id === props.value);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <select
        id={id}
        className={styles.select}
        name={props.name}
        value={chosen?.url ?? ''}
        disabled={props.disabled}
        required={props.required}
        onChange={(event) => {
          const url = event.target.value;
          props.onChange(props.options.find((option) => option.url === url)?.id ?? null);
        }}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.url}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
