import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './offline-notice.module.css';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
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
