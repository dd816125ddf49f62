import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { useCartStore } from '../stores/cart-store';
import styles from './cart-indicator.module.css';

/** The cart link in the header, with the number of packagings in the cart. */
export function CartIndicator({ language }: { language: Language }) {
  const intl = useIntl();
  const count = useCartStore((state) => state.items.reduce((sum, item) => sum + item.amount, 0));
  return (
    <Link
      to={paths.cart.getHref(language)}
      className={styles.cart}
      aria-label={intl.formatMessage({ id: 'header.cart.label' }, { count })}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      <span className={styles.text}>{intl.formatMessage({ id: 'header.cart' })}</span>
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
