import { useIntl } from 'react-intl';
import type { BillingAddress, OrderLookupAnswer } from '@/shared/api/contract/orders';
import { formatDutchDate } from '@/shared/api/contract/formats';
import { useCountryName } from '@/shared/shopper/countries';
import { OrderNumber } from '@/shared/ui/order-number';
import { OrderStatusBadge } from './order-status';
import styles from './order-detail.module.css';

/**
 * An order's facts as a description list: number, date, status, payment, and the purchase-order
 * reference and who placed it when there are. The account's order page and the guest's lookup
 * show the same list (the lookup answer is the order detail without its invoice link).
 */
export function OrderFacts({ order }: { order: OrderLookupAnswer }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('orderDetail.orderNumber')}</dt>
        <dd>
          <OrderNumber value={order.orderNumber} />
        </dd>
      </div>
      <div>
        <dt>{t('orderDetail.orderedOn')}</dt>
        <dd>
          <time dateTime={order.orderedOn}>{formatDutchDate(order.orderedOn)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('orderDetail.status')}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
      </div>
      <div>
        <dt>{t('orderDetail.paymentMethod')}</dt>
        <dd>{t(`orderDetail.payment.${order.paymentMethod}`)}</dd>
      </div>
      {order.purchaseOrderReference && (
        <div>
          <dt>{t('orderDetail.reference')}</dt>
          <dd>{order.purchaseOrderReference}</dd>
        </div>
      )}
      {order.placedBy && (
        <div>
          <dt>{t('orderDetail.placedBy')}</dt>
          <dd>{order.placedBy}</dd>
        </div>
      )}
    </dl>
  );
}

/** A delivery or invoice address as a postal block; the telephone only where the page wants it. */
export function OrderAddress({
  address,
  telephone,
}: {
  address: BillingAddress;
  telephone?: string;
}) {
  const countryName = useCountryName();
  return (
    <address className={styles.address}>
      {address.name}
      <br />
      {address.address}
      <br />
      {address.postalcode} {address.city}
      <br />
      {countryName(address.country)}
      {telephone && (
        <>
          <br />
          {telephone}
        </>
      )}
    </address>
  );
}
