import { useDeferredValue, useMemo } from 'react';
import type { ProductResult } from '@/shared/api/contract/products';
import { ProductCard, ProductCardSkeleton } from '../../components/product-card';
import styles from './results-page.module.css';

/** Cards whose images load eagerly: the first row on the widest grid (4 columns). */
const EAGER_CARDS = 4;
/** Placeholders while the first page loads: enough to fill a screen at any width. */
const SKELETON_CARDS = 8;

interface ResultsGridProps {
  results: readonly ProductResult[];
  /** Shows placeholders instead of cards (the first page is on its way). */
  placeholders: boolean;
  labelledBy: string;
}

export function ResultsGrid({ results, placeholders, labelledBy }: ResultsGridProps) {
  // A longer or re-sorted list renders in the background (time-sliced, one commit), so "load
  // more" and sorting do not block the main thread for the whole list at once on a slow phone.
  // While the first cards of a new search render, the placeholders stay (no jump of the footer).
  const deferred = useDeferredValue(results);
  const firstCardsPending = deferred.length === 0 && results.length > 0;
  const list = useMemo(
    () => (
      <ul className={styles.grid} aria-labelledby={labelledBy}>
        {deferred.map((result, index) => (
          <li key={result.id} className={styles.item}>
            <ProductCard result={result} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    ),
    [deferred, labelledBy],
  );
  if (placeholders || firstCardsPending) {
    return (
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return list;
}
