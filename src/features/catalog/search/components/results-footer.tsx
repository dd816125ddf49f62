import { useIntl } from 'react-intl';
import type { ProductSearchView } from '../use-product-search';
import { useScrollSentinel } from '../use-scroll-sentinel';
import { ResultsError } from './results-error';
import * as button from '@/shared/ui/button.module.css';
import styles from './results-page.module.css';

/**
 * Below the grid: how many are shown (a polite live region, so each new page is announced), the
 * error of a failed page with its retry, the 'Load more' button (keyboard users and browsers
 * without IntersectionObserver) with the infinite-scroll sentinel, or the reached-end text.
 */
export function ResultsFooter({ view }: { view: ProductSearchView }) {
  const intl = useIntl();
  const { results, total, loading, error, reachedEnd, loadMore, retry } = view;
  const canLoadMore = total !== null && !reachedEnd && error === null;
  const sentinel = useScrollSentinel<HTMLDivElement>(loadMore, canLoadMore && !loading);
  return (
    <div className={styles.footer}>
      <p className={styles.shown} role="status">
        {total !== null && total > 0
          ? intl.formatMessage({ id: 'results.shown' }, { shown: results.length, total })
          : ''}
      </p>
      {error !== null && <ResultsError onRetry={retry} />}
      {canLoadMore && (
        <>
          <div ref={sentinel} className={styles.sentinel} />
          <button
            type="button"
            className={`${button.secondary} ${styles.more}`}
            onClick={loadMore}
            aria-disabled={loading}
          >
            {intl.formatMessage({ id: loading ? 'results.loading' : 'results.loadMore' })}
          </button>
        </>
      )}
      {reachedEnd && total !== null && total > 0 && (
        <p className={styles.end}>{intl.formatMessage({ id: 'results.reachedEnd' })}</p>
      )}
    </div>
  );
}
