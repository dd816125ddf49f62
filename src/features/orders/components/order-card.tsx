import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AccountType } from '@/shared/api/contract/common';
import type { OrderSummary } from '@/shared/api/contract/orders';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { formatDutchDate } from '@/shared/api/contract/formats';
import { OrderNumber } from '@/shared/ui/order-number';
import { Price } from '@/shared/ui/price';
import * as card from '@/shared/ui/card.module.css';
import { OrderStatusBadge } from './order-status';
import * as head from '@/shared/ui/head.module.css';
import styles from './orders.module.css';

interface OrderCardProps {
  order: OrderSummary;
  /** Private buyers see totals incl. VAT, businesses excl. VAT (as everywhere in the shop). */
  accountType: AccountType;
  linkRef?: (node: HTMLAnchorElement | null) => void;
}

/**
 * One order in the list: number (the link to its detail), date, status, items and total; the
 * buyer's reference and, on a company's orders, which colleague placed it.
 */
export function OrderCard({ order, accountType, linkRef }: OrderCardProps) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const business = accountType === 'business';
  return (
    <article
      className={`${card.card} ${styles.card}`}
      aria-labelledby={`order-${order.orderNumber}`}
    >
      <div className={head.head}>
        <h3 id={`order-${order.orderNumber}`} className={styles.cardTitle}>
          <Link
            ref={linkRef}
            to={paths.orderDetail.getHref(language, order.orderNumber)}
            aria-label={intl.formatMessage(
              { id: 'orders.item.view' },
              { orderNumber: order.orderNumber },
            )}
          >
            <OrderNumber value={order.orderNumber} />
          </Link>
        </h3>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.item.orderedOn')}</dt>
          <dd>
            <time dateTime={order.orderedOn}>{formatDutchDate(order.orderedOn)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('orders.item.items')}</dt>
          <dd>{intl.formatMessage({ id: 'orders.item.itemCount' }, { count: order.itemCount })}</dd>
        </div>
        <div>
          <dt>{t('orders.item.total')}</dt>
          <dd>
            <Price
              className={styles.total}
              cents={business ? order.totalExclVat : order.totalInclVat}
            />{' '}
            <span className={styles.vatNote}>
              {t(business ? 'orders.item.exclVat' : 'orders.item.inclVat')}
            </span>
          </dd>
        </div>
        {order.purchaseOrderReference && (
          <div>
            <dt>{t('orders.item.reference')}</dt>
            <dd>{order.purchaseOrderReference}</dd>
          </div>
        )}
        {order.placedBy && (
          <div>
            <dt>{t('orders.item.placedBy')}</dt>
            <dd>{order.placedBy}</dd>
          </div>
        )}
      </dl>
      {order.brands.length > 0 && <p className={styles.brands}>{order.brands.join(' · ')}</p>}
    </article>
  );
}
