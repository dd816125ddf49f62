import type { ReactNode } from 'react';
import * as fieldset from '@/shared/ui/form/fieldset.module.css';
import styles from './register-form.module.css';

/** One titled part of a registration form (company, person, login data), its fields stacked. */
export function RegisterFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={fieldset.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.fields}>{children}</div>
    </fieldset>
  );
}
