import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { OrderLine } from '@/shared/api/contract/orders';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import * as button from '@/shared/ui/button.module.css';
import styles from './order-detail.module.css';

interface ReorderButtonProps {
  lines: OrderLine[];
  /** Puts the lines into the cart; the route composes the cart (features stay apart). */
  onReorder: (lines: OrderLine[]) => void;
}

/** 'Re-order': the order's products into the cart, then a confirmation with the way to the cart. */
export function ReorderButton({ lines, onReorder }: ReorderButtonProps) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [done, setDone] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  return (
    <div className={styles.action}>
      <button
        type="button"
        className={button.primary}
        onClick={() => {
          onReorder(lines);
          setDone(true);
          // Move to the confirmation so its link to the cart is the next stop.
          requestAnimationFrame(() => confirmation.current?.focus());
        }}
      >
        <svg className={button.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 12a8 8 0 0 1 14-5.3L20 9m0-5v5h-5M20 12a8 8 0 0 1-14 5.3L4 15m0 5v-5h5" />
        </svg>
        {t('orderDetail.reorder')}
      </button>
      <div role="status">
        {done && (
          <p ref={confirmation} tabIndex={-1} className={styles.confirmation}>
            {t('orderDetail.reorder.done')}{' '}
            <Link to={paths.cart.getHref(language)}>{t('orderDetail.reorder.toCart')}</Link>
          </p>
        )}
      </div>
    </div>
  );
}
