import { useIntl } from 'react-intl';
import type { OrderDetail } from '@/shared/api/contract/orders';
import { Price } from '@/shared/ui/price';
import styles from './order-detail.module.css';

/**
 * The cost overview exactly as the order answered it (the client never computes VAT): article
 * total excl. VAT, the discount and customs when there were any, shipping, VAT or 'reverse-charged',
 * and the total incl. VAT.
 */
export function OrderCosts({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <dl className={styles.costs}>
      <div>
        <dt>{t('orderDetail.costs.articles')}</dt>
        <dd>
          <Price cents={order.articleTotalExclVat} />
        </dd>
      </div>
      {order.discountExclVat > 0 && (
        <div>
          <dt>{t('orderDetail.costs.discount')}</dt>
          {/* A discount lowers the total: shown with a minus so it never reads as a cost. */}
          <dd className={styles.discount}>
            − <Price cents={order.discountExclVat} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t('orderDetail.costs.shipping')}</dt>
        <dd>
          {order.shippingExclVat === 0 ? (
            t('orderDetail.costs.shippingFree')
          ) : (
            <Price cents={order.shippingExclVat} />
          )}
        </dd>
      </div>
      {order.customsExclVat > 0 && (
        <div>
          <dt>{t('orderDetail.costs.customs')}</dt>
          <dd>
            <Price cents={order.customsExclVat} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t('orderDetail.costs.vat')}</dt>
        <dd>
          {order.reverseCharge ? t('orderDetail.costs.reverseCharge') : <Price cents={order.vat} />}
        </dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>{t('orderDetail.costs.total')}</dt>
        <dd>
          <Price cents={order.totalInclVat} />
        </dd>
      </div>
    </dl>
  );
}
