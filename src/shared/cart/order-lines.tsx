import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AccountType } from '@/shared/api/contract/common';
import type { CartCalculation } from '@/shared/api/contract/cart';
import { Price } from '@/shared/ui/price';
import { isUnavailable } from './cart-calculation';
import { useCartProduct } from './cart-product';
import type { CartItem } from './cart-store';
import styles from './order-lines.module.css';

interface OrderLinesProps {
  items: CartItem[];
  /** The latest calculation: each line's price as the API computed it; null while unknown. */
  calculation: CartCalculation | null;
  /** Private buyers see amounts incl. VAT, business buyers excl. VAT (requirements §3.2). */
  accountType: AccountType;
}

/**
 * What is being ordered, beside the totals at checkout: per line the amount, the product and its
 * packaging, and the line's price. Read-only: the cart is where lines change.
 */
export function OrderLines({ items, calculation, accountType }: OrderLinesProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className={styles.lines} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'checkout.lines.title' })}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <OrderLine
            key={item.productId}
            item={item}
            calculated={calculation?.lines.find((line) => line.productId === item.productId)}
            unavailable={isUnavailable(calculation, item.productId)}
            business={accountType === 'business'}
          />
        ))}
      </ul>
    </section>
  );
}

function OrderLine({
  item,
  calculated,
  unavailable,
  business,
}: {
  item: CartItem;
  calculated: CartCalculation['lines'][number] | undefined;
  /** No longer sold: listed, so nothing disappears unexplained, but not ordered. */
  unavailable: boolean;
  business: boolean;
}) {
  const intl = useIntl();
  const product = useCartProduct(item.productId).data;
  // The calculation's amount is the one priced; the cart's until it answers.
  const amount = calculated?.amount ?? item.amount;
  const lineTotal =
    calculated && (business ? calculated.lineTotalExclVat : calculated.lineTotalInclVat);
  return (
    <li className={styles.line}>
      <span className={styles.amount}>
        {intl.formatMessage({ id: 'checkout.lines.amount' }, { amount })}
      </span>
      <span className={styles.product}>
        <span className={styles.name}>
          {product?.name ??
            (unavailable ? intl.formatMessage({ id: 'cart.line.unavailable' }) : '…')}
        </span>
        {product && (
          <span className={styles.pieces}>
            {intl.formatMessage(
              { id: 'detail.packaging.pieces' },
              { count: product.product.amount },
            )}
          </span>
        )}
      </span>
      {unavailable ? (
        <span className={styles.price}>
          {intl.formatMessage({ id: 'checkout.lines.unavailable' })}
        </span>
      ) : (
        lineTotal !== undefined && <Price cents={lineTotal} className={styles.price} />
      )}
    </li>
  );
}
