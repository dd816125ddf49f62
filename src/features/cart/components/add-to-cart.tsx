import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { Dialog } from '@/shared/ui/dialog';
import { useCartStore } from '../stores/cart-store';
import styles from './add-to-cart.module.css';
import { CartIcon } from './cart-icon';

interface AddToCartProps {
  /** The packaging to add (spec §4: its amount in the cart goes up by 1). */
  productId: string;
  /** The product and packaging in words, for the confirmation and the announcement. */
  label: string;
  language: Language;
}

/**
 * Adds one packaging to the cart, then confirms it (spec §2): 'to basket' or 'continue shopping'.
 * The polite announcement tells screen-reader users what happened even if they close at once.
 */
export function AddToCart({ productId, label, language }: AddToCartProps) {
  const intl = useIntl();
  const add = useCartStore((state) => state.add);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const onAdd = () => {
    add(productId);
    setAnnouncement(intl.formatMessage({ id: 'cart.add.announce' }, { product: label }));
    setConfirming(true);
  };
  const close = () => setConfirming(false);
  return (
    <>
      <button type="button" className={styles.add} onClick={onAdd}>
        <CartIcon className={styles.icon} />
        {intl.formatMessage({ id: 'cart.add.button' })}
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <Dialog
        open={confirming}
        onClose={close}
        title={intl.formatMessage({ id: 'cart.add.title' })}
      >
        <p className={styles.text}>
          {intl.formatMessage({ id: 'cart.add.text' }, { product: label })}
        </p>
        <div className={styles.actions}>
          <Link to={paths.cart.getHref(language)} className={styles.primary} onClick={close}>
            {intl.formatMessage({ id: 'cart.add.toBasket' })}
          </Link>
          <button type="button" className={styles.secondary} onClick={close}>
            {intl.formatMessage({ id: 'cart.add.continue' })}
          </button>
        </div>
      </Dialog>
    </>
  );
}
