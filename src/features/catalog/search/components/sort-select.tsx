import { useId } from 'react';
import { useIntl } from 'react-intl';
import { sortOptions, type Sort } from '@/shared/api/contract/products';
import * as button from '@/shared/ui/button.module.css';
import { SORT_PARAM } from '../search-params';
import styles from './results-page.module.css';

interface SortSelectProps {
  value: Sort;
  onChange: (sort: Sort) => void;
  /** The results page's GET form (results-form.tsx), which sends it before the app runs. */
  form: string;
}

const isSort = (value: string): value is Sort => (sortOptions as readonly string[]).includes(value);

/**
 * A native select: keyboard, screen readers and phones' pickers come for free. Once the app runs
 * a choice applies at once; before, a button beside it sends the page's form.
 */
export function SortSelect({ value, onChange, form }: SortSelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{intl.formatMessage({ id: 'results.sort.label' })}</label>
      <select
        id={id}
        name={SORT_PARAM}
        form={form}
        value={value}
        onChange={(event) => {
          if (isSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {sortOptions.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage({ id: `results.sort.${sort}` })}
          </option>
        ))}
      </select>
      {/* Hidden once the app runs; still there for a press made before, which it makes again. */}
      <button
        type="submit"
        form={form}
        className={`${button.secondary} ${button.compact}`}
        data-until-app=""
      >
        {intl.formatMessage({ id: 'results.sort.submit' })}
      </button>
    </div>
  );
}
