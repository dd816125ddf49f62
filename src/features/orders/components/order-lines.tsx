import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AccountType } from '@/shared/api/contract/common';
import type { OrderLine } from '@/shared/api/contract/orders';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { detailLinkState, paths } from '@/shared/config/paths';
import { Price } from '@/shared/ui/price';
import styles from './order-detail.module.css';

interface OrderLinesProps {
  lines: OrderLine[];
  /** Private buyers see prices incl. VAT, business buyers excl. VAT, as in the cart. */
  accountType: AccountType;
}

/**
 * The ordered lines as a table; on a phone each row becomes a small card whose cells carry their
 * column name (data-label), so nothing scrolls sideways.
 */
export function OrderLines({ lines, accountType }: OrderLinesProps) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const business = accountType === 'business';
  const columns = {
    product: t('orderDetail.lines.product'),
    brand: t('orderDetail.lines.brand'),
    packaging: t('orderDetail.lines.packaging'),
    amount: t('orderDetail.lines.amount'),
    unitPrice: t(business ? 'orderDetail.lines.unitPrice' : 'orderDetail.lines.unitPriceInclVat'),
    total: t(business ? 'orderDetail.lines.total' : 'orderDetail.lines.totalInclVat'),
  };
  return (
    <table className={styles.lines}>
      <thead>
        <tr>
          <th scope="col">{columns.product}</th>
          <th scope="col">{columns.brand}</th>
          <th scope="col">{columns.packaging}</th>
          <th scope="col" className={styles.number}>
            {columns.amount}
          </th>
          <th scope="col" className={styles.number}>
            {columns.unitPrice}
          </th>
          <th scope="col" className={styles.number}>
            {columns.total}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.productId}>
            <th scope="row" className={styles.lineName}>
              <Link
                to={paths.detail.getHref(language, line.slug)}
                state={detailLinkState(line.productId)}
              >
                {line.name}
              </Link>
            </th>
            <td data-label={columns.brand}>{line.brandName}</td>
            <td data-label={columns.packaging} className={styles.pack}>
              {intl.formatMessage(
                { id: 'orderDetail.lines.pieces' },
                { count: line.packagingAmount },
              )}
            </td>
            <td data-label={columns.amount} className={styles.number}>
              {line.amount}
            </td>
            <td data-label={columns.unitPrice} className={styles.number}>
              <Price cents={business ? line.unitPriceExclVat : line.unitPriceInclVat} />
            </td>
            <td data-label={columns.total} className={styles.number}>
              <Price cents={business ? line.lineTotalExclVat : line.lineTotalInclVat} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
