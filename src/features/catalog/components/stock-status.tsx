import { useIntl } from 'react-intl';
import styles from './stock-status.module.css';

/** In stock, or 'Temporarily out of stock' (requirements §5.1). */
export function StockStatus({ stock }: { stock: number }) {
  const intl = useIntl();
  const inStock = stock > 0;
  return (
    <span className={`${styles.stock} ${inStock ? styles.in : styles.out}`}>
      {intl.formatMessage({ id: inStock ? 'stock.inStock' : 'stock.outOfStock' })}
    </span>
  );
}
