import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import * as card from '@/shared/ui/card.module.css';
import * as productLine from '@/shared/ui/product-line.module.css';
import * as skeleton from '@/shared/ui/skeleton.module.css';
import * as emptyState from '@/shared/ui/empty-state.module.css';
import * as button from '@/shared/ui/button.module.css';
import styles from './favorites-list.module.css';

/** Row-shaped placeholders while the list loads; the status says it in words. */
export function FavoritesSkeleton() {
  const intl = useIntl();
  return (
    <>
      <p role="status" className="visually-hidden">
        {intl.formatMessage({ id: 'favoritesPage.loading' })}
      </p>
      <div className={card.stack} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className={`${productLine.line} ${productLine.beside} ${styles.item} ${styles.skeleton}`}
          >
            <div className={`${card.image} ${productLine.image}`} />
            <div className={productLine.info}>
              <div className={`${skeleton.line} ${skeleton.short}`} />
              <div className={skeleton.line} />
              <div className={`${skeleton.line} ${skeleton.short}`} />
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
    <div className={emptyState.problem} role="alert">
      <p className={emptyState.problemTitle}>{t('favoritesPage.error.title')}</p>
      <p>{t('favoritesPage.error.text')}</p>
      <button type="button" className={button.secondary} onClick={onRetry}>
        {t('favoritesPage.error.retry')}
      </button>
    </div>
  );
}

interface FavoritesEmptyProps {
  /** Focus lands on the title when the last favourite was just removed. */
  titleRef: Ref<HTMLHeadingElement>;
}

/** No favourites: say how to get some and lead to the search. */
export function FavoritesEmpty({ titleRef }: FavoritesEmptyProps) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={emptyState.empty}>
      <h2 ref={titleRef} className={emptyState.title} tabIndex={-1}>
        {t('favoritesPage.empty.title')}
      </h2>
      <p>{t('favoritesPage.empty.text')}</p>
      <Link className={button.primary} to={paths.homeChild.getHref(language, 'search')}>
        {t('favoritesPage.empty.search')}
      </Link>
    </div>
  );
}
