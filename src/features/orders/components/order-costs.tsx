import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AccountType } from '@/shared/api/contract/common';
import type { VatExemption } from '@/shared/api/contract/cart';
import type { OrderDetail } from '@/shared/api/contract/orders';
import { vatExemptionOf } from '@/shared/cart/vat-exemption';
import { Price } from '@/shared/ui/price';
import styles from './order-detail.module.css';

interface OrderCostsProps {
  order: OrderDetail;
  /** The rule of the cart and checkout overview: private buyers incl. VAT, business excl. VAT. */
  accountType: AccountType;
}

/**
 * The cost overview exactly as the order answered it (the client never computes VAT), in the
 * order and with the VAT basis of checkout's overview, so one order shows one set of figures.
 * Every amount says whether it is incl. or excl. VAT.
 */
export function OrderCosts({ order, accountType }: OrderCostsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const business = accountType === 'business';
  const label = (exclVatId: string, inclVatId: string) => t(business ? exclVatId : inclVatId);
  const shipping = business ? order.shippingExclVat : order.shippingInclVat;
  const discount = business ? order.discountExclVat : order.discountInclVat;
  const exemption = vatExemptionOf(order);
  const vat = <Price cents={order.vat} />;
  // Without VAT the row says why, with the article the invoice cites.
  const vatLabel = exemption
    ? t(exemptionIds[exemption])
    : t(business ? 'orderDetail.costs.vat' : 'orderDetail.costs.vatIncluded', {
        rate: order.vatRate,
      });
  return (
    <dl className={styles.costs}>
      <Row label={label('orderDetail.costs.articles', 'orderDetail.costs.articlesInclVat')}>
        <Price cents={business ? order.articleTotalExclVat : order.articleTotalInclVat} />
      </Row>
      {/* The articles excl. VAT belong to every order's costs (requirements §8.1), a private
          buyer's too; a business buyer has them in the row above. */}
      {!business && (
        <Row label={t('orderDetail.costs.articles')}>
          <Price cents={order.articleTotalExclVat} />
        </Row>
      )}
      {/* A discount lowers the total: shown with a minus so it never reads as a cost. */}
      {discount > 0 && (
        <Row
          label={label('orderDetail.costs.discount', 'orderDetail.costs.discountInclVat')}
          className={styles.discount}
        >
          − <Price cents={discount} />
        </Row>
      )}
      <Row label={label('orderDetail.costs.shipping', 'orderDetail.costs.shippingInclVat')}>
        {shipping === 0 ? t('orderDetail.costs.shippingFree') : <Price cents={shipping} />}
      </Row>
      {order.customsExclVat > 0 && (
        <Row label={label('orderDetail.costs.customs', 'orderDetail.costs.customsInclVat')}>
          <Price cents={order.customsExclVat} />
        </Row>
      )}
      {business && (
        <Row label={t('orderDetail.costs.totalExclVat')} grand>
          <Price cents={order.totalExclVat} />
        </Row>
      )}
      {business && <Row label={vatLabel}>{vat}</Row>}
      <Row label={t('orderDetail.costs.total')} grand={!business}>
        <Price cents={order.totalInclVat} />
      </Row>
      {!business && <Row label={vatLabel}>{vat}</Row>}
    </dl>
  );
}

const exemptionIds: Record<VatExemption, string> = {
  intra_community_supply: 'orderDetail.costs.reverseCharge',
  export: 'orderDetail.costs.export',
};

function Row({
  label,
  grand = false,
  className,
  children,
}: {
  label: string;
  grand?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={grand ? styles.grandTotal : undefined}>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
