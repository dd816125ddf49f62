import { useIntl } from 'react-intl';
import type { Product } from '@/shared/api/contract/products';
import { StockStatus } from '../components/stock-status';
import styles from './delivery-info.module.css';

/**
 * Stock and delivery of the chosen packaging. The before-18:00 promise (requirements §13.1) holds for
 * what is on the shelf; a packaging out of stock can still be ordered and says how long it takes.
 */
export function DeliveryInfo({ product }: { product: Product }) {
  const intl = useIntl();
  const inStock = product.stock > 0;
  return (
    <ul className={styles.delivery}>
      <li>
        <StockStatus stock={product.stock} />
      </li>
      <li>{intl.formatMessage({ id: 'detail.delivery.days' }, { days: product.deliveryDays })}</li>
      <li className={inStock ? styles.promise : styles.note}>
        {intl.formatMessage({
          id: inStock ? 'detail.delivery.promise' : 'detail.delivery.backorder',
        })}
      </li>
    </ul>
  );
}
