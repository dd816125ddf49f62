import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** Progress maximum (requirements §1.4). */
const MAX = 100;

/** The bar at the top while a page loads; mounted only during a navigation. */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  return loading ? <ProgressBar /> : null;
}

/**
 * Real progress of a lazy route is unknown, so the bar eases towards the maximum and disappears
 * when the navigation ends.
 */
function ProgressBar() {
  const intl = useIntl();
  const [value, setValue] = useState(10);

  useEffect(() => {
    const timer = setInterval(() => setValue((v) => Math.min(v + (MAX - v) * 0.15, MAX - 5)), 200);
    return () => clearInterval(timer);
  }, []);

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
