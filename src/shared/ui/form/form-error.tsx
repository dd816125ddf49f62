import type { ReactNode } from 'react';
import styles from './form-error.module.css';

/**
 * A form-level error (not tied to one field). role=alert so it is announced the moment a
 * submit fails, without moving focus away from the form.
 */
export function FormError({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.title}>{title}</p>
      {children && <p className={styles.text}>{children}</p>}
    </div>
  );
}
