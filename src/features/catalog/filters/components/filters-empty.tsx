import { useIntl } from 'react-intl';
import * as button from '@/shared/ui/button.module.css';
import * as emptyState from '@/shared/ui/empty-state.module.css';
import styles from './filters.module.css';

/** The filters leave nothing: say so, with the one step back that always helps. */
export function FiltersEmpty({ onReset }: { onReset: () => void }) {
  const intl = useIntl();
  return (
    <div className={`${emptyState.empty} ${styles.empty}`}>
      <h3 className={emptyState.title}>{intl.formatMessage({ id: 'filters.empty.title' })}</h3>
      <p>{intl.formatMessage({ id: 'filters.empty.text' })}</p>
      <button type="button" className={button.primary} onClick={onReset}>
        {intl.formatMessage({ id: 'filters.reset' })}
      </button>
    </div>
  );
}
