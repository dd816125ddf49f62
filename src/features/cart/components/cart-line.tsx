import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AccountType } from '@/shared/api/contract/common';
import type { CartCalculation } from '@/shared/api/contract/cart';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { detailLinkState, paths } from '@/shared/config/paths';
import { Price } from '@/shared/ui/price';
import { useCartProduct } from '@/shared/cart/cart-product';
import { useCartStore, type CartItem } from '@/shared/cart/cart-store';
import * as button from '@/shared/ui/button.module.css';
import * as productLine from '@/shared/ui/product-line.module.css';
import { LineImage } from '@/shared/ui/line-image';
import { AmountControl } from './amount-control';
import styles from './cart-line.module.css';

interface CartLineProps {
  item: CartItem;
  /** This line in the latest calculation; absent while unknown or when it failed. */
  calculated: CartCalculation['lines'][number] | undefined;
  /** The shop no longer sells it (the calculation said so): shown to be removed, never ordered. */
  unavailable: boolean;
  accountType: AccountType;
  titleId: string;
  onRemove: (label: string) => void;
}

/** One cart line: the product (image, name, packaging), its prices, the amount and removal. */
export function CartLine({
  item,
  calculated,
  unavailable,
  accountType,
  titleId,
  onRemove,
}: CartLineProps) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const product = useCartProduct(item.productId);
  const add = useCartStore((state) => state.add);
  const remove = useCartStore((state) => state.remove);
  const setAmount = useCartStore((state) => state.setAmount);
  const business = accountType === 'business';
  const result = product.data;
  const pieces = result ? t('cart.line.pieces', { count: result.product.amount }) : '';
  const label = result
    ? `${result.name} (${pieces})`
    : unavailable
      ? t('cart.line.unavailable')
      : item.productId;
  const unitPrice = calculated
    ? business
      ? calculated.unitPriceExclVat
      : calculated.unitPriceInclVat
    : result && (business ? result.product.priceExclVat : result.product.priceInclVat);
  // Struck through as on the product page: the price before a sale or the brand discount.
  const originalUnitPrice = calculated
    ? business
      ? calculated.originalUnitPriceExclVat
      : calculated.originalUnitPriceInclVat
    : result &&
      (business ? result.product.originalPriceExclVat : result.product.originalPriceInclVat);
  const lineTotal =
    calculated && (business ? calculated.lineTotalExclVat : calculated.lineTotalInclVat);
  const outOfStock = result !== undefined && result.product.stock === 0;
  return (
    // Two packs of one family may both be in the cart: the pack size is part of the line's name.
    <article
      className={`${productLine.line} ${styles.line}`}
      aria-labelledby={result ? `${titleId} ${titleId}-pieces` : titleId}
    >
      <LineImage src={result?.image} />
      <div className={productLine.info}>
        {result && <p className={productLine.meta}>{result.brand.name}</p>}
        <h2 id={titleId} className={productLine.name}>
          {result ? (
            <Link
              to={paths.detail.getHref(language, result.slug)}
              state={detailLinkState(result.product.id)}
            >
              {result.name}
            </Link>
          ) : unavailable ? (
            t('cart.line.unavailable')
          ) : product.isError ? (
            t('cart.page.productError')
          ) : (
            <span className={styles.placeholder} aria-hidden="true" />
          )}
        </h2>
        {result && (
          <p id={`${titleId}-pieces`} className={productLine.meta}>
            {pieces}
          </p>
        )}
        {unavailable && <p className={styles.stock}>{t('cart.line.unavailable.text')}</p>}
        {outOfStock && !unavailable && (
          <p className={styles.stock}>
            <strong>{t('cart.line.outOfStock')}</strong>{' '}
            {t('cart.line.longerDelivery', { days: result.product.deliveryDays })}
          </p>
        )}
        {unitPrice !== undefined && !unavailable && (
          <p className={productLine.meta}>
            {t('cart.line.unitPrice')}:{' '}
            {originalUnitPrice != null && originalUnitPrice > unitPrice && (
              <>
                <del>
                  <span className="visually-hidden">{t('price.was')} </span>
                  <Price cents={originalUnitPrice} />
                </del>{' '}
              </>
            )}
            <Price cents={unitPrice} /> {t(business ? 'price.exclVat' : 'price.inclVat')}
          </p>
        )}
      </div>
      <div className={`${productLine.actions} ${styles.controls}`}>
        {!unavailable && (
          <>
            <AmountControl
              amount={item.amount}
              label={label}
              onDecrease={() => (item.amount <= 1 ? onRemove(label) : remove(item.productId))}
              onIncrease={() => add(item.productId)}
              onSet={(amount) =>
                amount <= 0 ? onRemove(label) : setAmount(item.productId, amount)
              }
            />
            <p className={styles.lineTotal}>
              <span className="visually-hidden">{t('cart.line.total')}: </span>
              {lineTotal !== undefined ? (
                <Price cents={lineTotal} />
              ) : (
                <span aria-hidden="true">–</span>
              )}
            </p>
          </>
        )}
        <button
          type="button"
          className={`${button.remove} ${styles.remove}`}
          aria-label={t('cart.line.removeLabel', { product: label })}
          onClick={() => onRemove(label)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className={button.icon}>
            <path d="M5 7h14M10 7V4.5h4V7m-7 0 1 12.5h8L17 7" />
          </svg>
          <span aria-hidden="true">{t('cart.line.remove')}</span>
        </button>
      </div>
    </article>
  );
}
