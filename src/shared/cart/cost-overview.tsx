import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AccountType } from '@/shared/api/contract/common';
import type { CartCalculation, VatExemption } from '@/shared/api/contract/cart';
import { thresholdAmount } from '@/shared/shopper/vat-threshold';
import { Price } from '@/shared/ui/price';
import type { CalculationStatus } from './cart-calculation';
import { vatExemptionOf } from './vat-exemption';
import * as button from '@/shared/ui/button.module.css';
import styles from './cost-overview.module.css';

interface CostOverviewProps {
  calculation: CartCalculation | null;
  status: CalculationStatus;
  /** Private buyers see amounts incl. VAT, business buyers excl. VAT (requirements §3.2). */
  accountType: AccountType;
  /** Shown with the 'totals unavailable' message when given. */
  onRetry?: () => void;
}

/**
 * The cart's cost overview, exactly as cart/calculate answered it: the client computes no money
 * but a private buyer's incl.-VAT reading of what is left for free shipping.
 * A failure shows 'totals unavailable' instead of numbers (never possibly wrong ones); while a
 * newer answer is on its way the old numbers stay and the block is marked busy (no layout jump).
 */
export function CostOverview({ calculation, status, accountType, onRetry }: CostOverviewProps) {
  const intl = useIntl();
  const titleId = useId();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return (
    <section className={styles.overview} aria-labelledby={titleId} aria-busy={status === 'loading'}>
      <h2 id={titleId} className={styles.title}>
        {t('cart.overview.title')}
      </h2>
      {status === 'error' ? (
        <div className={styles.problem} role="alert">
          <p className={styles.problemTitle}>{t('cart.overview.unavailable.title')}</p>
          <p>{t('cart.overview.unavailable.text')}</p>
          {onRetry && (
            <button type="button" className={button.secondary} onClick={onRetry}>
              {t('cart.overview.retry')}
            </button>
          )}
        </div>
      ) : calculation ? (
        <Figures calculation={calculation} business={accountType === 'business'} />
      ) : (
        <p className={styles.calculating}>{t('cart.overview.calculating')}</p>
      )}
    </section>
  );
}

const exemptionIds: Record<VatExemption, string> = {
  intra_community_supply: 'cart.overview.reverseCharge',
  export: 'cart.overview.export',
};

function Figures({
  calculation: c,
  business,
}: {
  calculation: CartCalculation;
  business: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const shipping = business ? c.shippingExclVat : c.shippingInclVat;
  // The API says it excl. VAT; a private buyer reads it at the VAT of this very cart.
  const left =
    c.leftForFreeShippingExclVat === null
      ? null
      : thresholdAmount(
          c.leftForFreeShippingExclVat,
          business ? 'business' : 'personal',
          c.vatRate,
        );
  const exemption = vatExemptionOf(c);
  // Without VAT the row says why, with the article the invoice cites.
  const vatLabel = exemption
    ? t(exemptionIds[exemption])
    : t(business ? 'cart.overview.vat' : 'cart.overview.vatIncluded', { rate: c.vatRate });
  return (
    <>
      <dl className={styles.rows}>
        <Row label={t('cart.overview.subtotal')}>
          <Price cents={business ? c.subtotalExclVat : c.subtotalInclVat} />
        </Row>
        {c.discounts.map((discount) => (
          <Row
            key={discount.kind}
            label={t('cart.overview.discount', {
              kind: discount.kind,
              percentage: discount.percentage,
            })}
            tone="discount"
          >
            −&nbsp;
            <Price cents={business ? discount.amountExclVat : discount.amountInclVat} />
          </Row>
        ))}
        <Row label={t('cart.overview.shipping')}>
          {shipping === 0 ? t('cart.overview.free') : <Price cents={shipping} />}
        </Row>
        {c.customsExclVat > 0 && (
          <Row label={t('cart.overview.customs')}>
            <Price cents={c.customsExclVat} />
          </Row>
        )}
        {business && (
          <Row label={t('cart.overview.totalExclVat')} tone="total">
            <Price cents={c.totalExclVat} />
          </Row>
        )}
        {business && (
          <Row label={vatLabel}>
            <Price cents={c.vat} />
          </Row>
        )}
        <Row label={t('cart.overview.totalInclVat')} tone={business ? 'secondary' : 'total'}>
          <Price cents={c.totalInclVat} />
        </Row>
        {!business && (
          <Row label={vatLabel} tone="secondary">
            <Price cents={c.vat} />
          </Row>
        )}
        {/* Says what the number counts: "Verzending in: 2 dozen", not a bare "Aantal dozen 2". */}
        <Row label={t('cart.overview.boxes')} tone="secondary">
          {t('cart.overview.boxes.count', { count: c.boxes })}
        </Row>
      </dl>
      {left !== null && left.cents > 0 ? (
        <p className={styles.freeShipping}>
          {intl.formatMessage(
            {
              id:
                left.vat === 'incl'
                  ? 'cart.overview.freeShippingLeftInclVat'
                  : 'cart.overview.freeShippingLeft',
            },
            { amount: <Price key="amount" cents={left.cents} /> },
          )}
        </p>
      ) : (
        c.freeShipping && (
          <p className={`${styles.freeShipping} ${styles.reached}`}>
            {t('cart.overview.freeShippingReached')}
          </p>
        )
      )}
    </>
  );
}

function Row({
  label,
  tone,
  children,
}: {
  label: string;
  tone?: 'discount' | 'total' | 'secondary';
  children: ReactNode;
}) {
  return (
    <div className={`${styles.row} ${tone ? styles[tone] : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
