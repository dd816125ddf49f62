import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as card from '@/shared/ui/card.module.css';
import * as skeleton from '@/shared/ui/skeleton.module.css';
import * as emptyState from '@/shared/ui/empty-state.module.css';
import * as button from '@/shared/ui/button.module.css';
import styles from './address-book.module.css';

/** Two card-shaped placeholders while the list loads; the status says it in words. */
export function AddressBookSkeleton() {
  const intl = useIntl();
  return (
    <>
      <p role="status" className="visually-hidden">
        {intl.formatMessage({ id: 'addresses.loading' })}
      </p>
      <div className={`${card.plain} ${styles.list}`} aria-hidden="true">
        {[0, 1].map((index) => (
          <div key={index} className={`${card.card} ${styles.card} ${styles.skeleton}`}>
            <div className={`${skeleton.line} ${styles.lineTitle}`} />
            <div className={skeleton.line} />
            <div className={`${skeleton.line} ${skeleton.short}`} />
            <div className={`${skeleton.line} ${skeleton.short}`} />
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
    <div className={emptyState.problem} role="alert">
      <p className={emptyState.problemTitle}>{t('addresses.error.title')}</p>
      <p>{t('addresses.error.text')}</p>
      <button type="button" className={button.secondary} onClick={onRetry}>
        {t('addresses.error.retry')}
      </button>
    </div>
  );
}

export function AddressBookEmpty({ addButton }: { addButton: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={`${emptyState.empty} ${emptyState.inset}`}>
      <p className={styles.emptyTitle}>{intl.formatMessage({ id: 'addresses.empty.title' })}</p>
      <p>{intl.formatMessage({ id: 'addresses.empty.text' })}</p>
      {addButton}
    </div>
  );
}
