import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderLookupAnswer } from '@/shared/api/contract/orders';
import { OrderNumber } from '@/shared/ui/order-number';
import { OrderCosts } from '../components/order-costs';
import { OrderAddress, OrderFacts } from '../components/order-facts';
import { OrderLines } from '../components/order-lines';
import detailStyles from '../components/order-detail.module.css';
import styles from './order-lookup.module.css';

/**
 * The order found, read-only: its facts, delivery address, lines and totals, with the parts of
 * the account's order page. A guest buys as a private person: amounts incl. VAT, as at checkout.
 */
export function OrderLookupResult({ order }: { order: OrderLookupAnswer }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer appears below the form: take the reader there, as a new page would.
  useEffect(() => heading.current?.focus(), [order]);
  return (
    <section className={styles.result} aria-labelledby="order-lookup-result">
      <h2 id="order-lookup-result" ref={heading} tabIndex={-1} className={styles.resultHeading}>
        <FormattedMessage
          id="orderLookup.result.heading"
          values={{ orderNumber: <OrderNumber value={order.orderNumber} /> }}
        />
      </h2>
      <div className={detailStyles.columns}>
        <section className={detailStyles.panel} aria-labelledby="order-lookup-summary">
          <h3 id="order-lookup-summary">{t('orderDetail.summary.title')}</h3>
          <OrderFacts order={order} />
        </section>
        <section className={detailStyles.panel} aria-labelledby="order-lookup-address">
          <h3 id="order-lookup-address">{t('orderDetail.address.title')}</h3>
          <OrderAddress address={order.deliveryAddress} />
        </section>
      </div>
      <section className={detailStyles.panel} aria-labelledby="order-lookup-lines">
        <h3 id="order-lookup-lines">{t('orderDetail.lines.title')}</h3>
        <OrderLines lines={order.lines} accountType="personal" />
      </section>
      <section
        className={`${detailStyles.panel} ${detailStyles.costsPanel}`}
        aria-labelledby="order-lookup-costs"
      >
        <h3 id="order-lookup-costs">{t('orderDetail.costs.title')}</h3>
        {/* OrderCosts reads only the amounts; the lookup has no invoice to link to. */}
        <OrderCosts order={{ ...order, invoiceUrl: '' }} accountType="personal" />
      </section>
    </section>
  );
}
