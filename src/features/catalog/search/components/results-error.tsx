import { useIntl } from 'react-intl';
import styles from './results-page.module.css';

/** A failed page (spec §8: the error is kept with its search); retry clears it and asks again. */
export function ResultsError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorTitle}>{intl.formatMessage({ id: 'results.error.title' })}</p>
      <p>{intl.formatMessage({ id: 'results.error.text' })}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {intl.formatMessage({ id: 'results.error.retry' })}
      </button>
    </div>
  );
}
