import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import styles from './favorites-list.module.css';

/** Row-shaped placeholders while the list loads; the status says it in words. */
export function FavoritesSkeleton() {
  const intl = useIntl();
  return (
    <>
      <p role="status" className="visually-hidden">
        {intl.formatMessage({ id: 'favoritesPage.loading' })}
      </p>
      <div className={styles.list} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className={`${styles.item} ${styles.skeleton}`}>
            <div className={styles.image} />
            <div className={styles.info}>
              <div className={`${styles.line} ${styles.lineShort}`} />
              <div className={styles.line} />
              <div className={`${styles.line} ${styles.lineShort}`} />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}

export function FavoritesError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemTitle}>{t('favoritesPage.error.title')}</p>
      <p>{t('favoritesPage.error.text')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('favoritesPage.error.retry')}
      </button>
    </div>
  );
}

interface FavoritesEmptyProps {
  language: Language;
  /** Focus lands on the title when the last favourite was just removed. */
  titleRef: Ref<HTMLHeadingElement>;
}

/** No favourites: say how to get some and lead to the search. */
export function FavoritesEmpty({ language, titleRef }: FavoritesEmptyProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.empty}>
      <h2 ref={titleRef} className={styles.emptyTitle} tabIndex={-1}>
        {t('favoritesPage.empty.title')}
      </h2>
      <p>{t('favoritesPage.empty.text')}</p>
      <Link className={styles.searchLink} to={paths.homeChild.getHref(language, 'search')}>
        {t('favoritesPage.empty.search')}
      </Link>
    </div>
  );
}
