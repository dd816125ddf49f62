import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** Progress maximum (spec §9). */
const MAX = 100;

/**
 * The bar at the top while a page loads. Real progress of a lazy route is unknown, so it eases
 * towards the maximum and completes when the navigation ends.
 */
export function NavigationProgress() {
  const intl = useIntl();
  const loading = useNavigation().state === 'loading';
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!loading) {
      setValue(0);
      return undefined;
    }
    setValue(10);
    const timer = setInterval(() => setValue((v) => Math.min(v + (MAX - v) * 0.15, MAX - 5)), 200);
    return () => clearInterval(timer);
  }, [loading]);

  if (!loading) return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'loading.page' })}
      aria-valuemin={0}
      aria-valuemax={MAX}
      aria-valuenow={Math.round(value)}
    >
      <span className={styles.fill} style={{ transform: `scaleX(${value / MAX})` }} />
    </div>
  );
}
