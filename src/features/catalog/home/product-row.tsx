import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ProductSearchResponse } from '@/shared/api/contract/products';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';
import * as head from '@/shared/ui/head.module.css';
import styles from './product-row.module.css';

/** Cards per section: one row on a desktop, a swipeable row on a phone. */
const CARDS = 4;

interface ProductRowProps {
  /** The section's id: `/{lang}/home/{id}` scrolls to it. */
  id: string;
  titleId: string;
  introId: string;
  moreId: string;
  moreHref: string;
  query: UseQueryResult<ProductSearchResponse>;
  /** Only the first section's first images load eagerly: the rest sit below the fold. */
  eager?: boolean;
}

/** A home section: heading, a link to the full list and the first cards of its query. */
export function ProductRow(props: ProductRowProps) {
  const { id, query } = props;
  const intl = useIntl();
  const t = (messageId: string) => intl.formatMessage({ id: messageId });
  const results = query.data?.results.slice(0, CARDS);
  if (results?.length === 0) return <section id={id} />;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <div className={`${head.head} ${head.baseline}`}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t(props.titleId)}
        </h2>
        <Link to={props.moreHref} className={styles.more}>
          {t(props.moreId)}
        </Link>
      </div>
      <p className={styles.intro}>{t(props.introId)}</p>
      {query.isError ? (
        <p role="alert" className={styles.error}>
          {t('home.section.error')}
        </p>
      ) : (
        <ul className={styles.row} aria-busy={!results}>
          {results
            ? results.map((result, index) => (
                <li key={result.id}>
                  <ProductCard result={result} eager={Boolean(props.eager) && index < 2} />
                </li>
              ))
            : Array.from({ length: CARDS }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
