import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './page.module.css';

/** One label and value; rows without a value (an unknown telephone number) are left out. */
export interface DetailRow {
  labelId: string;
  value: ReactNode;
}

/** Read-only data as a description list: label above value on a phone, beside it on wider screens. */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  const intl = useIntl();
  return (
    <dl className={styles.details}>
      {rows
        .filter((row) => row.value !== null && row.value !== undefined && row.value !== '')
        .map((row) => (
          <div key={row.labelId} className={styles.row}>
            <dt>{intl.formatMessage({ id: row.labelId })}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}
