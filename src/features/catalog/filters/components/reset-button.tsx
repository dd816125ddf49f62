import { useIntl } from 'react-intl';
import styles from './filters.module.css';

/**
 * "Reset all filters". Always there, and only marked unavailable when nothing is chosen: a button
 * that vanished (or turned `disabled`) under the shopper's press would drop keyboard focus.
 */
export function ResetButton({ active, onReset }: { active: number; onReset: () => void }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.reset}
      aria-disabled={active === 0}
      onClick={() => {
        if (active > 0) onReset();
      }}
    >
      {intl.formatMessage({ id: 'filters.reset' })}
    </button>
  );
}
