import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './offline-notice.module.css';

/**
 * onlineManager hears the browser's events only from its first subscriber on, i.e. after the
 * first render: a connection lost while the page was still loading (or taking over a prerendered
 * page) would go unnoticed. So the browser's own flag is read once when this subscribes.
 */
const subscribe = (onChange: () => void) => {
  const unsubscribe = onlineManager.subscribe(onChange);
  if (!navigator.onLine && onlineManager.isOnline()) onlineManager.setOnline(false);
  return unsubscribe;
};
const isOnline = () => onlineManager.isOnline();

/**
 * A polite banner while the browser is offline. TanStack Query's onlineManager follows the
 * browser's `online`/`offline` events and pauses queries meanwhile (a page being opened waits
 * instead of failing) and resumes them when the connection is back; this says so. The polite live
 * region is always there, so screen readers announce the text when it appears; it has no status
 * role, so a page's own status messages stay the only ones.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div aria-live="polite" aria-atomic="true" className={styles.region}>
      {!online && (
        <p className={styles.notice}>
          <strong>
            <FormattedMessage id="offline.title" />
          </strong>{' '}
          <FormattedMessage id="offline.text" />
        </p>
      )}
    </div>
  );
}
