import { useId } from 'react';
import { useIntl } from 'react-intl';
import { sortOptions, type Sort } from '@/shared/api/contract/products';
import styles from './results-page.module.css';

interface SortSelectProps {
  value: Sort;
  onChange: (sort: Sort) => void;
}

const isSort = (value: string): value is Sort => (sortOptions as readonly string[]).includes(value);

/** A native select: keyboard, screen readers and phones' pickers come for free. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{intl.formatMessage({ id: 'results.sort.label' })}</label>
      <select
        id={id}
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
    </div>
  );
}
