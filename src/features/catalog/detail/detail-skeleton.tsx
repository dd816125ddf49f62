import { useIntl } from 'react-intl';
import styles from './product-detail.module.css';

/** Holds the page's shape while the product loads (after a change of language or account type). */
export function DetailSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.page} aria-busy="true">
      <p className="visually-hidden" role="status">
        {intl.formatMessage({ id: 'detail.loading' })}
      </p>
      <div className={styles.top} aria-hidden="true">
        <div className={`${styles.media} ${styles.skeletonBlock}`} />
        <div className={styles.buy}>
          <div className={`${styles.skeletonLine} ${styles.wide}`} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
        </div>
      </div>
    </div>
  );
}
