import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './address-book.module.css';

/** Two card-shaped placeholders while the list loads; the status says it in words. */
export function AddressBookSkeleton() {
  const intl = useIntl();
  return (
    <>
      <p role="status" className="visually-hidden">
        {intl.formatMessage({ id: 'addresses.loading' })}
      </p>
      <div className={styles.list} aria-hidden="true">
        {[0, 1].map((index) => (
          <div key={index} className={`${styles.card} ${styles.skeleton}`}>
            <div className={`${styles.line} ${styles.lineTitle}`} />
            <div className={styles.line} />
            <div className={`${styles.line} ${styles.lineShort}`} />
            <div className={`${styles.line} ${styles.lineShort}`} />
          </div>
        ))}
      </div>
    </>
  );
}

export function AddressBookError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemTitle}>{t('addresses.error.title')}</p>
      <p>{t('addresses.error.text')}</p>
      <button type="button" className={styles.secondary} onClick={onRetry}>
        {t('addresses.error.retry')}
      </button>
    </div>
  );
}

export function AddressBookEmpty({ addButton }: { addButton: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{intl.formatMessage({ id: 'addresses.empty.title' })}</p>
      <p>{intl.formatMessage({ id: 'addresses.empty.text' })}</p>
      {addButton}
    </div>
  );
}
