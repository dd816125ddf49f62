import { useIntl } from 'react-intl';
import styles from './step-indicator.module.css';

/**
 * "Step 1 of 2" under the page title: registration is two steps (requirements §9.2), type choice then
 * data. The bar repeats the text for the eye only.
 */
export function StepIndicator({ current, total }: { current: number; total: number }) {
  const intl = useIntl();
  return (
    <div className={styles.steps}>
      <p className={styles.label}>
        {intl.formatMessage({ id: 'register.step' }, { current, total })}
      </p>
      <div className={styles.bar} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={index < current ? `${styles.segment} ${styles.done}` : styles.segment}
          />
        ))}
      </div>
    </div>
  );
}
