import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { Dialog } from '@/shared/ui/dialog';
import { announce } from '@/shared/ui/live-announcer';
import { useCartStore } from './cart-store';
import * as actions from '@/shared/ui/actions.module.css';
import * as button from '@/shared/ui/button.module.css';
import styles from './add-to-cart.module.css';
import { CartIcon } from './cart-icon';

interface AddToCartProps {
  /** The packaging to add (requirements §6.1: its amount in the cart goes up by 1). */
  productId: string;
  /** The product and packaging in words, for the confirmation and the announcement. */
  label: string;
  /**
   * How many packagings to add (a quantity field's value): null when that field holds no valid
   * quantity, which then shows its own error and nothing is added. Without it: one.
   */
  takeCount?: () => number | null;
  /** The id of what tells this button from others like it on the page (e.g. a machine's name). */
  describedBy?: string;
}

/**
 * Adds one packaging (or the quantity asked for) to the cart, then confirms it (requirements §1.4): 'to basket' or 'continue shopping'.
 * The shop's polite live region (LiveAnnouncer) tells screen-reader users what was added and how
 * many items the cart now holds; the dialog carries the same words as its description, because a
 * modal makes the page behind it (and so the live region) inert while it is open.
 */
export function AddToCart({ productId, label, takeCount, describedBy }: AddToCartProps) {
  const language = useLanguage();
  const intl = useIntl();
  const addCount = useCartStore((state) => state.addCount);
  const [confirming, setConfirming] = useState(false);
  const [count, setCount] = useState(0);
  const descriptionId = useId();
  const [added, setAdded] = useState(label);
  const onAdd = () => {
    const count = takeCount ? takeCount() : 1;
    if (count === null) return;
    addCount(productId, count);
    const what =
      count === 1 ? label : intl.formatMessage({ id: 'cart.add.times' }, { count, product: label });
    setAdded(what);
    const total = useCartStore.getState().items.reduce((sum, item) => sum + item.amount, 0);
    setCount(total);
    announce(intl.formatMessage({ id: 'cart.add.announceCount' }, { product: what, count: total }));
    setConfirming(true);
  };
  const close = () => setConfirming(false);
  return (
    <>
      <button
        type="button"
        className={`${button.accent} ${styles.add}`}
        aria-describedby={describedBy}
        onClick={onAdd}
      >
        <CartIcon className={styles.icon} />
        {intl.formatMessage({ id: 'cart.add.button' })}
      </button>
      <Dialog
        open={confirming}
        onClose={close}
        title={intl.formatMessage({ id: 'cart.add.title' })}
        describedBy={descriptionId}
      >
        <div id={descriptionId}>
          <p className={styles.text}>
            {intl.formatMessage({ id: 'cart.add.text' }, { product: added })}
          </p>
          <p className={styles.text}>{intl.formatMessage({ id: 'cart.add.count' }, { count })}</p>
        </div>
        <div className={`${actions.row} ${styles.actions}`}>
          <Link to={paths.cart.getHref(language)} className={button.primary} onClick={close}>
            {intl.formatMessage({ id: 'cart.add.toBasket' })}
          </Link>
          <button type="button" className={button.secondary} onClick={close}>
            {intl.formatMessage({ id: 'cart.add.continue' })}
          </button>
        </div>
      </Dialog>
    </>
  );
}
