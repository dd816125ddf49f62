import { useIntl } from 'react-intl';
import * as button from '@/shared/ui/button.module.css';
import styles from './detail-error.module.css';

/** 'Failed to fetch product detail' (requirements §11.1), with a way to try again. */
export function DetailError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <section className={styles.error} role="alert" aria-labelledby="detail-error-title">
      <h1 id="detail-error-title" tabIndex={-1} className={styles.title}>
        {intl.formatMessage({ id: 'detail.error.title' })}
      </h1>
      <p>{intl.formatMessage({ id: 'detail.error.text' })}</p>
      <button type="button" className={button.primary} onClick={onRetry}>
        {intl.formatMessage({ id: 'detail.error.retry' })}
      </button>
    </section>
  );
}
