import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { useCartStore } from '@/shared/cart/cart-store';
import styles from './cart-indicator.module.css';
import { CartIcon } from '@/shared/cart/cart-icon';

/** The cart link in the header, with the number of packagings in the cart. */
export function CartIndicator() {
  const language = useLanguage();
  const intl = useIntl();
  const count = useCartStore((state) => state.items.reduce((sum, item) => sum + item.amount, 0));
  return (
    <Link
      to={paths.cart.getHref(language)}
      className={styles.cart}
      aria-label={intl.formatMessage({ id: 'header.cart.label' }, { count })}
    >
      <CartIcon className={styles.icon} />
      <span className={styles.text}>{intl.formatMessage({ id: 'header.cart' })}</span>
      {/* The visible text reads "Cart 3", a word apart as in the name ("Shopping cart, 3 items"),
          so what a voice-control user says matches the link (label in name). */}
      {count > 0 && ' '}
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
