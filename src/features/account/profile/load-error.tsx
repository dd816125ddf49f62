import { useIntl } from 'react-intl';
import * as button from '@/shared/ui/button.module.css';
import styles from './states.module.css';

/** The page's data did not load: say so and offer to try again (the page heading stays). */
export function LoadError({ titleId, onRetry }: { titleId: string; onRetry: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.errorTitle}>{t(titleId)}</p>
      <p className={styles.errorText}>{t('profile.error.text')}</p>
      <button type="button" className={button.primary} onClick={onRetry}>
        {t('profile.error.retry')}
      </button>
    </div>
  );
}
