import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { FormError } from '@/shared/ui/form/form-error';
import * as card from '@/shared/ui/card.module.css';
import * as button from '@/shared/ui/button.module.css';
import type { PlaceState } from '../lib/use-place-order';
import styles from './checkout.module.css';

/** A control the shopper types in: focus there is theirs (Enter placed the order, or they went on). */
const isEntryField = (element: Element | null): boolean =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * Why an order failed; the cart is untouched and the same button retries with the same key.
 * The order button is disabled while the order is placed, which drops the keyboard focus (to the
 * page's body): on a failure the focus comes here, just before that button, so the message is
 * read and the next Tab is the retry. Focus in a field of the form stays where it is.
 */
export function PlaceFailureMessage({ state }: { state: PlaceState }) {
  const message = useRef<HTMLDivElement>(null);
  const failed = state.status === 'failed';
  useEffect(() => {
    if (failed && !isEntryField(document.activeElement)) message.current?.focus();
  }, [failed]);
  if (state.status !== 'failed') return null;
  return (
    <FormError ref={message} focusable title={<FormattedMessage id="checkout.failed.title" />}>
      <FormattedMessage id={`checkout.failed.${state.failure}`} />
    </FormError>
  );
}

/** Back from the bank without paying: say so plainly; the cart is still there. */
export function CancelledNotice() {
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeTitle}>
        <FormattedMessage id="checkout.cancelled.title" />
      </p>
      <p>
        <FormattedMessage id="checkout.cancelled.text" />
      </p>
    </div>
  );
}

/** Nothing to order: the way back to the cart. */
export function EmptyCheckout() {
  const language = useLanguage();
  return (
    <div className={`${card.raised} ${styles.step}`}>
      <p>
        <FormattedMessage id="checkout.empty" />
      </p>
      <Link className={button.primary} to={paths.cart.getHref(language)}>
        <FormattedMessage id="checkout.toCart" />
      </Link>
    </div>
  );
}

const buttonText = (placing: boolean, invoice = false): string => {
  if (placing) return 'checkout.submit.placing';
  return invoice ? 'checkout.submit.invoice' : 'checkout.submit.pay';
};

interface OrderButtonProps {
  /** 'Order on invoice' instead of 'Order and Pay'. */
  invoice?: boolean;
  placing: boolean;
  disabled?: boolean;
  onClick?: () => void;
  type?: 'button' | 'submit';
}

/** 'Order and Pay': disabled while the order is placed, so a double click sends one request. */
export function OrderButton({
  invoice,
  placing,
  disabled,
  onClick,
  type = 'button',
}: OrderButtonProps) {
  return (
    <button
      type={type}
      className={`${button.primary} ${button.large} ${styles.order}`}
      disabled={placing || disabled}
      aria-busy={placing}
      onClick={onClick}
    >
      <FormattedMessage id={buttonText(placing, invoice)} />
    </button>
  );
}
