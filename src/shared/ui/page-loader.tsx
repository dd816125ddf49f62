import { useIntl } from 'react-intl';
import styles from './page-loader.module.css';
import * as spinner from './spinner.module.css';

/** The full-page loading indicator shown while a page (or the session it needs) loads. */
export function PageLoader() {
  const intl = useIntl();
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={spinner.spinner} aria-hidden="true" />
      <span>{intl.formatMessage({ id: 'loading.page' })}</span>
    </div>
  );
}
