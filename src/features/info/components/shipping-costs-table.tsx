import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Country } from '@/shared/api/contract/countries';
import { Price } from '@/shared/ui/price';
import styles from './shipping-costs-table.module.css';

interface ShippingCostsTableProps {
  /** From the countries API; the app route passes them in (a feature may not use another's hooks). */
  countries: Country[];
  isLoading: boolean;
  isError: boolean;
}

/** Shipping cost, free-shipping threshold, shipping time and customs cost per country (requirements §4.3). */
export function ShippingCostsTable({ countries, isLoading, isError }: ShippingCostsTableProps) {
  const intl = useIntl();
  const captionId = useId();
  const text = (key: string) => intl.formatMessage({ id: `info.shippingTable.${key}` });

  if (isLoading)
    return (
      <p role="status" className={styles.message}>
        {text('loading')}
      </p>
    );
  if (isError)
    return (
      <p role="alert" className={styles.error}>
        {text('error')}
      </p>
    );
  if (countries.length === 0) return <p className={styles.message}>{text('empty')}</p>;

  const rows = countries
    .flatMap((country) =>
      country.shippingData[0] ? [{ country, shipping: country.shippingData[0] }] : [],
    )
    .sort((a, b) => a.country.name.localeCompare(b.country.name, intl.locale));
  // The customs column only appears when some country charges customs (outside the EU).
  const showCustoms = rows.some(({ shipping }) => shipping.customsCostExclVat > 0);

  return (
    // Scrolls sideways instead of overflowing a narrow phone; focusable so keyboard users can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {text('caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{text('country')}</th>
            <th scope="col" className={styles.amount}>
              {text('cost')}
            </th>
            <th scope="col" className={styles.amount}>
              {text('freeFrom')}
            </th>
            <th scope="col">{text('time')}</th>
            {showCustoms && (
              <th scope="col" className={styles.amount}>
                {text('customs')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ country, shipping }) => (
            <tr key={country.id}>
              <th scope="row">{country.name}</th>
              <td className={styles.amount}>
                <Price cents={shipping.shippingCostInclVat} />
              </td>
              <td className={styles.amount}>
                {shipping.freeShippingCostFromExclVat > 0 ? (
                  <Price cents={shipping.freeShippingCostFromExclVat} />
                ) : (
                  <span className={styles.muted}>{text('noFreeShipping')}</span>
                )}
              </td>
              <td>
                {intl.formatMessage(
                  { id: 'info.shippingTable.days' },
                  { days: shipping.shippingTimeDays },
                )}
              </td>
              {showCustoms && (
                <td className={styles.amount}>
                  {shipping.customsCostExclVat > 0 ? (
                    <Price cents={shipping.customsCostExclVat} />
                  ) : (
                    <span className={styles.muted}>{text('noCustoms')}</span>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
