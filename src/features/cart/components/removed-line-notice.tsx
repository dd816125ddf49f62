import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import * as button from '@/shared/ui/button.module.css';
import styles from './removed-line-notice.module.css';

interface RemovedLineNoticeProps {
  /** The removed line's name as its remove button says it. */
  label: string;
  onUndo: () => void;
}

/**
 * "… has been removed from your cart. [Undo]", above the lines, where the removal happened: it
 * takes the focus the removed line's button had, so the next Tab reaches Undo (a toast at the
 * end of the page is a long way off by keyboard), and a screen reader reads what happened.
 */
export function RemovedLineNotice({ label, onUndo }: RemovedLineNoticeProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [label]);
  return (
    <div ref={ref} className={styles.notice} role="status" tabIndex={-1}>
      <p className={styles.text}>
        {intl.formatMessage({ id: 'cart.line.removed' }, { product: label })}
      </p>
      <button type="button" className={button.secondary} onClick={onUndo}>
        {intl.formatMessage({ id: 'cart.line.undo' })}
      </button>
    </div>
  );
}
