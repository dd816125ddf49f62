import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api/api-error';
import type { AccountType } from '@/shared/api/contract/common';
import type { OrderDetail, OrderLine } from '@/shared/api/contract/orders';
import * as card from '@/shared/ui/card.module.css';
import { useOrderDetail } from '../api/get-order-detail';
import { InvoiceDownload } from './invoice-download';
import { OrderCosts } from './order-costs';
import { OrderAddress, OrderFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { OrdersProblem, OrdersSkeleton } from './orders-states';
import { ReorderButton } from './reorder-button';
import styles from './order-detail.module.css';

interface OrderDetailViewProps {
  orderNumber: string;
  userId: string;
  /** Decides incl. or excl. VAT, by the rule of the cart and checkout overview. */
  accountType: AccountType;
  /** What an unknown order number shows: the route's 'Page Not Found' (requirements §1.5). */
  notFound: ReactNode;
  onReorder: (lines: OrderLine[]) => void;
}

/** `/{lang}/dashboard/orders/{orderId}`: the order's facts, lines, costs, invoice and re-order. */
export function OrderDetailView(props: OrderDetailViewProps) {
  const { orderNumber, userId, notFound } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const order = useOrderDetail(userId, orderNumber);
  if (order.isPending) return <OrdersSkeleton label={t('orderDetail.loading')} rows={2} />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.isNotFound) return notFound;
    return (
      <OrdersProblem
        title={t('orderDetail.error.title')}
        text={t('orderDetail.error.text')}
        retry={t('orderDetail.error.retry')}
        onRetry={() => void order.refetch()}
      />
    );
  }
  return <OrderDetailContent {...props} order={order.data} />;
}

function OrderDetailContent({
  order,
  accountType,
  onReorder,
}: OrderDetailViewProps & { order: OrderDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const address = order.deliveryAddress;
  const billing = order.billingAddress ?? null;
  return (
    <div className={styles.detail}>
      <div className={styles.actions}>
        <InvoiceDownload orderNumber={order.orderNumber} />
        <ReorderButton lines={order.lines} onReorder={onReorder} />
      </div>
      {/* With an invoice address of its own, it stands beside the delivery address. */}
      <div className={billing ? `${styles.columns} ${styles.threeColumns}` : styles.columns}>
        <section className={`${card.card} ${styles.panel}`} aria-labelledby="order-summary">
          <h2 id="order-summary">{t('orderDetail.summary.title')}</h2>
          <OrderFacts order={order} />
        </section>
        <section className={`${card.card} ${styles.panel}`} aria-labelledby="order-address">
          <h2 id="order-address">{t('orderDetail.address.title')}</h2>
          <OrderAddress address={address} telephone={address.telephone} />
        </section>
        {billing && (
          <section className={`${card.card} ${styles.panel}`} aria-labelledby="order-billing">
            <h2 id="order-billing">{t('orderDetail.billingAddress.title')}</h2>
            <OrderAddress address={billing} />
          </section>
        )}
      </div>
      <section className={`${card.card} ${styles.panel}`} aria-labelledby="order-lines">
        <h2 id="order-lines">{t('orderDetail.lines.title')}</h2>
        <OrderLines lines={order.lines} accountType={accountType} />
      </section>
      <section
        className={`${card.card} ${styles.panel} ${styles.costsPanel}`}
        aria-labelledby="order-costs"
      >
        <h2 id="order-costs">{t('orderDetail.costs.title')}</h2>
        <OrderCosts order={order} accountType={accountType} />
      </section>
    </div>
  );
}
