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
    // Scrolls sideways should a wide font not fit; focusable so keyboard users can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      {/* The roles repeat the elements' own on purpose: on a phone the rows are shown as cards
          (display: block), and some browsers then drop the table from the accessibility tree.
          The lint takes a td for a grid's cell; in a table its role is cell. */}
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      <table className={styles.table} role="table">
        <caption id={captionId} className={styles.caption}>
          {text('caption')}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {text('country')}
            </th>
            <th scope="col" role="columnheader" className={styles.amount}>
              {text('cost')}
            </th>
            <th scope="col" role="columnheader" className={styles.amount}>
              {text('freeFrom')}
            </th>
            <th scope="col" role="columnheader">
              {text('time')}
            </th>
            {showCustoms && (
              <th scope="col" role="columnheader" className={styles.amount}>
                {text('customs')}
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map(({ country, shipping }) => (
            <tr key={country.id} role="row">
              <th scope="row" role="rowheader">
                {country.name}
              </th>
              <td role="cell" className={styles.amount} data-label={text('cost')}>
                <Price cents={shipping.shippingCostInclVat} />
              </td>
              <td role="cell" className={styles.amount} data-label={text('freeFrom')}>
                {shipping.freeShippingCostFromExclVat > 0 ? (
                  <Price cents={shipping.freeShippingCostFromExclVat} />
                ) : (
                  <span className={styles.muted}>{text('noFreeShipping')}</span>
                )}
              </td>
              <td role="cell" data-label={text('time')}>
                {intl.formatMessage(
                  { id: 'info.shippingTable.days' },
                  { days: shipping.shippingTimeDays },
                )}
              </td>
              {showCustoms && (
                <td role="cell" className={styles.amount} data-label={text('customs')}>
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
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
    </div>
  );
}
