import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AccountType } from '@/shared/api/contract/common';
import { paths } from '@/shared/config/paths';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { usePageHead } from '@/shared/seo/page-head';
import { OrderNumber } from '@/shared/ui/order-number';
import * as actions from '@/shared/ui/actions.module.css';
import * as card from '@/shared/ui/card.module.css';
import * as button from '@/shared/ui/button.module.css';
import { useOrderConfirmation, type OrderConfirmation } from '../lib/use-order-confirmation';
import styles from './checkout.module.css';
import pageStyles from './order-complete.module.css';

export interface OrderCompleteProps {
  orderNumber: string | null;
  session: 'unknown' | 'present' | 'absent';
  accountType: AccountType | null;
  cartReady: boolean;
  /** Empties the cart: called once, for this tab's confirmed order only. */
  onConfirmed: () => void;
}

const headings: Record<OrderConfirmation['state'], string> = {
  checking: 'orderComplete.title.checking',
  confirmed: 'page.orderComplete.title',
  awaiting: 'orderComplete.title.awaiting',
  cancelled: 'orderComplete.title.cancelled',
  unknown: 'orderComplete.title.unknown',
  error: 'orderComplete.title.error',
};

/**
 * `/{lang}/order-complete?order=N` (requirements §7.1): the state the API reports for the order, in the
 * heading and the page title. 'Order successful' (and what happens next) only for an order that
 * is paid or on invoice.
 */
export function OrderComplete(props: OrderCompleteProps) {
  const language = useLanguage();
  const { orderNumber } = props;
  const intl = useIntl();
  const confirmation = useOrderConfirmation(props);
  const headingId = headings[confirmation.state];
  const title = intl.formatMessage({ id: headingId });
  usePageHead(useMemo(() => ({ title }), [title]));
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <div className={pageStyles.body}>
        <StateNotice confirmation={confirmation} />
        {orderNumber && confirmation.state !== 'unknown' && (
          <p className={pageStyles.number}>
            <FormattedMessage
              id="orderComplete.number"
              values={{
                orderNumber: (
                  <strong>
                    <OrderNumber value={orderNumber} />
                  </strong>
                ),
              }}
            />
          </p>
        )}
        {confirmation.state === 'confirmed' ? (
          <Confirmed {...props} />
        ) : (
          <div className={actions.row}>
            <Link className={button.secondary} to={paths.home.getHref(language)}>
              <FormattedMessage id="orderComplete.continue" />
            </Link>
          </div>
        )}
      </div>
    </>
  );
}

function StateNotice({ confirmation }: { confirmation: OrderConfirmation }) {
  const language = useLanguage();
  switch (confirmation.state) {
    case 'confirmed':
      return null;
    case 'checking':
      return (
        <p className={styles.muted} role="status">
          <FormattedMessage id="orderComplete.checking" />
        </p>
      );
    case 'awaiting':
      return (
        <div className={styles.notice} role="status">
          <p>
            <FormattedMessage id="orderComplete.awaiting" />
          </p>
          {confirmation.paymentUrl && (
            // The bank's page is not part of the shop: a real navigation, not a route.
            <a className={button.primary} href={confirmation.paymentUrl}>
              <FormattedMessage id="orderComplete.pay" />
            </a>
          )}
        </div>
      );
    case 'cancelled':
      return (
        <div className={styles.notice} role="status">
          <p>
            <FormattedMessage id="orderComplete.cancelled" />
          </p>
          {confirmation.guest ? (
            <Link className={button.primary} to={paths.orderAnonymous.getHref(language)}>
              <FormattedMessage id="orderComplete.toOrderAnonymous" />
            </Link>
          ) : (
            <Link className={button.primary} to={paths.checkout.getHref(language)}>
              <FormattedMessage id="orderComplete.toCheckout" />
            </Link>
          )}
        </div>
      );
    case 'unknown':
      return (
        <div className={styles.notice} role="status">
          <p>
            <FormattedMessage id="orderComplete.unknown" />
          </p>
        </div>
      );
    case 'error':
      return (
        <div className={styles.notice} role="alert">
          <p>
            <FormattedMessage id="orderComplete.error" />
          </p>
          <button type="button" className={button.secondary} onClick={confirmation.retry}>
            <FormattedMessage id="orderComplete.retry" />
          </button>
        </div>
      );
  }
}

/** Paid or on invoice: thanks, what happens next, and the way on. */
function Confirmed({ orderNumber, session, accountType }: OrderCompleteProps) {
  const language = useLanguage();
  return (
    <>
      <p>
        <FormattedMessage id="orderComplete.thanks" />
      </p>
      <section aria-labelledby="order-next" className={`${card.raised} ${styles.step}`}>
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
      <div className={actions.row}>
        {session === 'present' && orderNumber && (
          <Link className={button.primary} to={paths.orderDetail.getHref(language, orderNumber)}>
            <FormattedMessage id="orderComplete.viewOrder" />
          </Link>
        )}
        {session === 'absent' && orderNumber && (
          <Link
            className={button.secondary}
            to={`${paths.orderLookup.getHref(language)}?order=${encodeURIComponent(orderNumber)}`}
          >
            <FormattedMessage id="orderComplete.lookup" />
          </Link>
        )}
        <Link className={button.secondary} to={paths.home.getHref(language)}>
          <FormattedMessage id="orderComplete.continue" />
        </Link>
      </div>
    </>
  );
}
