import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AccountType } from '@/shared/api/contract/common';
import type { Product } from '@/shared/api/contract/products';
import { Price } from '@/shared/ui/price';
import styles from './packaging-choice.module.css';

interface PackagingChoiceProps {
  products: Product[];
  selectedId: string;
  accountType: AccountType;
  onSelect: (productId: string) => void;
}

/**
 * The packagings of a family as native radio buttons (arrow keys, one tab stop, announced as
 * "2 of 3"), each showing its pieces and the price the buyer pays: incl. VAT or excl. VAT.
 */
export function PackagingChoice({
  products,
  selectedId,
  accountType,
  onSelect,
}: PackagingChoiceProps) {
  const intl = useIntl();
  const name = useId();
  const business = accountType === 'business';
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>
        {intl.formatMessage({ id: 'detail.packaging.legend' })}
      </legend>
      <div className={styles.options}>
        {products.map((product) => (
          <label key={product.id} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={product.id}
              checked={product.id === selectedId}
              onChange={() => onSelect(product.id)}
              className={styles.input}
            />
            <span className={styles.pieces}>
              {intl.formatMessage({ id: 'detail.packaging.pieces' }, { count: product.amount })}
            </span>
            <Price
              cents={business ? product.priceExclVat : product.priceInclVat}
              className={styles.price}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
