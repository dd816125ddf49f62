import type { ReactNode } from 'react';
import styles from './discount-notice.module.css';

/**
 * Where a discount message stands: `page`, a band within the page's own edges and padding (the
 * home page); `column`, filling the column it is put in, edge to edge with the cards beside it
 * (the cart's side column).
 */
export type DiscountPlacement = 'page' | 'column';

/**
 * The one look of a discount message (global, brand, personal): a % badge and one sentence.
 * `placeholder` keeps its height while the discount is on its way, so nothing below moves.
 */
export function DiscountNotice({
  children,
  placeholder = false,
}: {
  children?: ReactNode;
  placeholder?: boolean;
}) {
  if (placeholder) return <div className={styles.note} data-placeholder="true" />;
  return (
    <p className={styles.note}>
      <span className={styles.badge} aria-hidden="true">
        %
      </span>
      <span>{children}</span>
    </p>
  );
}
