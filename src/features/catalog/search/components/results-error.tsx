import { useIntl } from 'react-intl';
import * as button from '@/shared/ui/button.module.css';
import * as emptyState from '@/shared/ui/empty-state.module.css';
import styles from './results-page.module.css';

/** A failed page (requirements §11.1: the error is kept with its search); retry clears it and asks again. */
export function ResultsError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={`${emptyState.problem} ${styles.error}`} role="alert">
      <p className={emptyState.problemTitle}>{intl.formatMessage({ id: 'results.error.title' })}</p>
      <p>{intl.formatMessage({ id: 'results.error.text' })}</p>
      <button type="button" className={button.primary} onClick={onRetry}>
        {intl.formatMessage({ id: 'results.error.retry' })}
      </button>
    </div>
  );
}
