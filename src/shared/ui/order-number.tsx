import styles from './order-number.module.css';

/**
 * An order number (`VS-2026-000123`) as one unbreakable word: browsers may wrap a line after a
 * hyphen, and a number split over two lines ("VS-2026-" / "000123") is misread and mistyped.
 * Only a number longer than a whole line (large text on a phone) breaks, as it must to fit.
 */
export function OrderNumber({ value }: { value: string }) {
  return <span className={styles.number}>{value}</span>;
}
