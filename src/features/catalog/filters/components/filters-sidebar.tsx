import { useId } from 'react';
import { useIntl } from 'react-intl';
import { activeFilterCount, noFilters } from '../filter-params';
import { ResetButton } from './reset-button';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import * as button from '@/shared/ui/button.module.css';
import * as head from '@/shared/ui/head.module.css';
import styles from './filters.module.css';

/** The sidebar's id, from its form's: the phone's "Filters" button opens it before the app runs. */
export const sidebarIdOf = (form: string) => `${form}-filters`;

/**
 * Desktop: the filters beside the list (hidden on a phone by CSS, where the sheet takes over).
 * On a phone before the app runs, the "Filters" button shows it in the page instead (`data-open`,
 * drawn by the page's inline script); the app then opens its sheet for that press.
 * Its heading is an h2, under the page's h1, like the list's. A labelled section (a region), not
 * an <aside>: a complementary landmark must not sit inside main (axe best practice).
 */
export function FiltersSidebar(props: FilterPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const active = activeFilterCount(props.filters);
  return (
    <section
      id={sidebarIdOf(props.form)}
      className={styles.sidebar}
      aria-labelledby={headingId}
      data-open="false"
    >
      <div className={`${head.head} ${head.baseline} ${styles.sidebarHead}`}>
        <h2 id={headingId} className={styles.title}>
          {intl.formatMessage({ id: 'filters.title' })}
        </h2>
        <ResetButton active={active} onReset={() => props.onChange(noFilters)} />
      </div>
      <FilterPanel {...props} />
      {/* Before the app runs, the choice goes with the results page's form; after, at once. */}
      <button
        type="submit"
        form={props.form}
        className={`${button.secondary} ${styles.apply}`}
        data-until-app=""
      >
        {intl.formatMessage({ id: 'filters.apply' })}
      </button>
    </section>
  );
}
