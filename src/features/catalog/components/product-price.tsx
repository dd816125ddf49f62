import { useIntl } from 'react-intl';
import type { AccountType } from '@/shared/api/contract/common';
import type { Product } from '@/shared/api/contract/products';
import { Price } from '@/shared/ui/price';
import styles from './product-price.module.css';

interface ProductPriceProps {
  product: Product;
  accountType: AccountType;
  /** `large` on the detail page, `compact` in lists. */
  size?: 'large' | 'compact';
}

/**
 * The one way a packaging's price is shown: incl. VAT for private buyers, excl. VAT for business
 * buyers, labelled so, with the price before a sale struck through and the price per piece.
 */
export function ProductPrice({ product, accountType, size = 'compact' }: ProductPriceProps) {
  const intl = useIntl();
  const business = accountType === 'business';
  const price = business ? product.priceExclVat : product.priceInclVat;
  const original = business ? product.originalPriceExclVat : product.originalPriceInclVat;
  const perPiece = business ? product.pricePerPieceExclVat : product.pricePerPieceInclVat;
  return (
    <div className={`${styles.price} ${styles[size]}`}>
      <p className={styles.main}>
        {original !== null && original > price && (
          <del className={styles.original}>
            <span className="visually-hidden">{intl.formatMessage({ id: 'price.was' })}</span>
            <Price cents={original} />
          </del>
        )}
        <Price cents={price} className={styles.amount} />
        <span className={styles.vat} data-vat>
          {intl.formatMessage({ id: business ? 'price.exclVat' : 'price.inclVat' })}
        </span>
      </p>
      <p className={styles.perPiece}>
        {intl.formatMessage(
          { id: 'price.perPiece' },
          { count: product.amount, price: <Price key="pp" cents={perPiece} /> },
        )}
      </p>
    </div>
  );
}
