import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppRunning } from '@/shared/lib/use-app-running';
import { Dialog } from '@/shared/ui/dialog';
import { activeFilterCount, noFilters } from '../filter-params';
import { ResetButton } from './reset-button';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { sidebarIdOf } from './filters-sidebar';
import * as button from '@/shared/ui/button.module.css';
import styles from './filters.module.css';

interface FiltersSheetProps extends FilterPanelProps {
  /** Results of the list shown (the new one once it is in); null before the first answer. */
  total: number | null;
}

/**
 * Phone: a "Filters (n)" button opening the filters in a modal sheet (the shop's native
 * <dialog>: Escape closes, Tab stays inside, focus returns to the button). Each choice applies
 * at once, so the list behind is already the answer; the sheet says the new number in a live
 * region of its own (a modal hides the page's region from screen readers), and its button shows
 * that many. The list is never unmounted, so closing keeps its scroll position.
 * Before the app runs there is no sheet: the button discloses the sidebar's filters in the page
 * (its GET form sends them), and the press, kept, opens the sheet once the app is there.
 */
export function FiltersSheet({ total, ...panel }: FiltersSheetProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(panel.filters);
  const count = total ?? 0;
  const appRunning = useAppRunning();
  return (
    <div className={styles.sheet}>
      <button
        type="button"
        className={`${button.secondary} ${button.compact} ${appRunning ? '' : styles.waiting}`}
        {...(appRunning
          ? { 'aria-haspopup': 'dialog' }
          : { 'aria-controls': sidebarIdOf(panel.form), 'aria-expanded': false })}
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage({ id: 'filters.open' }, { count: active })}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: 'filters.title' })}
      >
        <FilterPanel {...panel} />
        <p className="visually-hidden" role="status">
          {total === null ? '' : intl.formatMessage({ id: 'results.count' }, { count })}
        </p>
        <div className={styles.sheetActions}>
          <ResetButton active={active} onReset={() => panel.onChange(noFilters)} />
          <button
            type="button"
            className={`${button.primary} ${styles.showButton}`}
            onClick={() => setOpen(false)}
          >
            {intl.formatMessage({ id: 'filters.show' }, { count })}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
