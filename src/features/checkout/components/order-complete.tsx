import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { AccountType } from '@/shared/api/contract/common';
import { paths } from '@/shared/config/paths';
import type { Language } from '@/shared/config/languages';
import { useOrderConfirmation } from '../lib/use-order-confirmation';
import styles from './checkout.module.css';
import pageStyles from './order-complete.module.css';

export interface OrderCompleteProps {
  language: Language;
  orderNumber: string | null;
  session: 'unknown' | 'present' | 'absent';
  accountType: AccountType | null;
  cartReady: boolean;
  /** Empties the cart: called once, for a confirmed order only. */
  onConfirmed: () => void;
}

/**
 * `/{lang}/order-complete?order=N` (spec §2, §9): the order number and what happens next; the
 * heading 'Order successful' is the route's own.
 */
export function OrderComplete(props: OrderCompleteProps) {
  const { language, orderNumber, session, accountType } = props;
  const confirmation = useOrderConfirmation(props);
  const loggedIn = session === 'present';
  return (
    <div className={pageStyles.body}>
      {confirmation === 'checking' && (
        <p className={styles.muted} role="status">
          <FormattedMessage id="orderComplete.checking" />
        </p>
      )}
      {confirmation === 'awaiting' && (
        <div className={styles.notice} role="status">
          <p>
            <FormattedMessage id="orderComplete.awaiting" />
          </p>
        </div>
      )}
      {confirmation === 'cancelled' && (
        <div className={styles.notice} role="status">
          <p>
            <FormattedMessage id="orderComplete.cancelled" />
          </p>
          <Link to={paths.checkout.getHref(language)}>
            <FormattedMessage id="orderComplete.toCheckout" />
          </Link>
        </div>
      )}
      {orderNumber && (
        <p className={pageStyles.number}>
          <FormattedMessage
            id="orderComplete.number"
            values={{ orderNumber: <strong>{orderNumber}</strong> }}
          />
        </p>
      )}
      <p>
        <FormattedMessage id="orderComplete.thanks" />
      </p>
      <section aria-labelledby="order-next" className={styles.step}>
        <h2 id="order-next">
          <FormattedMessage id="orderComplete.next.heading" />
        </h2>
        <ul className={pageStyles.next}>
          <li>
            <FormattedMessage id="orderComplete.next.email" />
          </li>
          <li>
            <FormattedMessage id="orderComplete.next.delivery" />
          </li>
          {accountType === 'business' && (
            <li>
              <FormattedMessage id="orderComplete.next.invoice" />
            </li>
          )}
        </ul>
      </section>
      <div className={styles.actions}>
        {loggedIn && orderNumber && (
          <Link className={styles.primary} to={paths.orderDetail.getHref(language, orderNumber)}>
            <FormattedMessage id="orderComplete.viewOrder" />
          </Link>
        )}
        <Link className={styles.secondary} to={paths.home.getHref(language)}>
          <FormattedMessage id="orderComplete.continue" />
        </Link>
      </div>
    </div>
  );
}
