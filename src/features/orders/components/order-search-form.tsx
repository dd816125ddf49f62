import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Brand } from '@/shared/api/contract/catalog';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';
import * as button from '@/shared/ui/button.module.css';
import * as card from '@/shared/ui/card.module.css';
import { hasFilters, yearOptions, type OrderFilters } from '../lib/order-filters';
import styles from './orders.module.css';

interface OrderSearchFormProps {
  filters: OrderFilters;
  /** The catalogue's brands (the route composes them); undefined while they load. */
  brands: Brand[] | undefined;
  onSearch: (filters: OrderFilters) => void;
}

/**
 * Search by order number (or product name, or the buyer's own reference), brand and year. The
 * fields start from the URL's filters; the parent remounts the form (key) when the URL changes,
 * e.g. on back or clear.
 */
export function OrderSearchForm({ filters, brands, onSearch }: OrderSearchFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const titleId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => String(data.get(name) ?? '').trim();
    onSearch({ query: read('query'), brandId: read('brandId'), year: read('year') });
  };

  // A brand in the URL that is not (yet) in the list still shows as chosen.
  const brandList = brands ?? [];
  const knownBrand = !filters.brandId || brandList.some((brand) => brand.id === filters.brandId);
  return (
    <form
      className={`${card.card} ${styles.search}`}
      role="search"
      aria-labelledby={titleId}
      onSubmit={submit}
    >
      <h2 id={titleId} className="visually-hidden">
        {t('orders.search.title')}
      </h2>
      <div className={styles.searchFields}>
        <TextField
          name="query"
          type="search"
          label={t('orders.search.query')}
          hint={t('orders.search.queryHint')}
          defaultValue={filters.query}
          maxLength={100}
          autoComplete="off"
        />
        <SelectField name="brandId" label={t('orders.search.brand')} defaultValue={filters.brandId}>
          <option value="">{t('orders.search.brandAny')}</option>
          {!knownBrand && <option value={filters.brandId}>{filters.brandId}</option>}
          {brandList.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="year" label={t('orders.search.year')} defaultValue={filters.year}>
          <option value="">{t('orders.search.yearAny')}</option>
          {yearOptions().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.searchActions}>
        <button type="submit" className={button.primary}>
          {t('orders.search.submit')}
        </button>
        {hasFilters(filters) && (
          <button
            type="button"
            className={button.secondary}
            onClick={() => onSearch({ query: '', brandId: '', year: '' })}
          >
            {t('orders.search.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
