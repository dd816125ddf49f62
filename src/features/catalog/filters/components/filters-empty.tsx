import { useIntl } from 'react-intl';
import styles from './filters.module.css';

/** The filters leave nothing: say so, with the one step back that always helps. */
export function FiltersEmpty({ onReset }: { onReset: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.empty}>
      <h3 className={styles.emptyTitle}>{intl.formatMessage({ id: 'filters.empty.title' })}</h3>
      <p>{intl.formatMessage({ id: 'filters.empty.text' })}</p>
      <button type="button" className={styles.showButton} onClick={onReset}>
        {intl.formatMessage({ id: 'filters.reset' })}
      </button>
    </div>
  );
}
