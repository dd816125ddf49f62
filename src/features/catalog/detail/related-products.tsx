import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ProductResult } from '@/shared/api/contract/products';
import * as card from '@/shared/ui/card.module.css';
import { ProductCard } from '../components/product-card';
import styles from './related-products.module.css';

interface RelatedProductsProps {
  titleId: string;
  results: ProductResult[];
}

/** 'Also suitable for' and 'Other customers also bought': a titled list of product cards. */
export function RelatedProducts({ titleId, results }: RelatedProductsProps) {
  const intl = useIntl();
  const headingId = useId();
  if (results.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {intl.formatMessage({ id: titleId })}
      </h2>
      <ul className={`${card.plain} ${styles.list}`}>
        {results.map((result) => (
          <li key={result.id}>
            <ProductCard result={result} />
          </li>
        ))}
      </ul>
    </section>
  );
}
