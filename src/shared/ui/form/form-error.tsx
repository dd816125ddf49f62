import type { ReactNode, Ref } from 'react';
import styles from './form-error.module.css';

interface FormErrorProps {
  title: ReactNode;
  children?: ReactNode;
  /** For a caller that takes the keyboard here (`focusable`): a failure the focus was lost by. */
  ref?: Ref<HTMLDivElement>;
  /** Focusable by script (tabIndex -1), not a Tab stop of its own. */
  focusable?: boolean;
}

/**
 * A form-level error (not tied to one field). role=alert so it is announced the moment a
 * submit fails, without moving focus away from the form; `focusable` lets a caller whose control
 * went away (a button disabled while the request ran) put the focus on it instead.
 */
export function FormError({ title, children, ref, focusable = false }: FormErrorProps) {
  return (
    <div ref={ref} role="alert" className={styles.error} tabIndex={focusable ? -1 : undefined}>
      <p className={styles.title}>{title}</p>
      {children && <p className={styles.text}>{children}</p>}
    </div>
  );
}
