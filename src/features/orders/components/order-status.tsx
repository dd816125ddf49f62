import { useIntl } from 'react-intl';
import type { OrderStatus } from '@/shared/api/contract/orders';
import * as badge from '@/shared/ui/badge.module.css';
import styles from './orders.module.css';

/** The order's status as a small badge; the colour only repeats what the word says. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  return (
    <span className={`${badge.outline} ${styles[`status-${status}`] ?? ''}`}>
      {intl.formatMessage({ id: `orders.status.${status}` })}
    </span>
  );
}
