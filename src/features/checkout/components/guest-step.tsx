import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { useAccountTypeStore } from '@/shared/shopper/account-type-store';
import * as actions from '@/shared/ui/actions.module.css';
import * as card from '@/shared/ui/card.module.css';
import * as button from '@/shared/ui/button.module.css';
import styles from './checkout.module.css';

interface GuestStepProps {
  onLogin: () => void;
}

/**
 * Step 2 for a guest (requirements §7.1): log in, register, or order without an account. Registering leads
 * back to checkout (`returnTo`), not to home: the shopper was about to order. Checkout's bare path,
 * not the current URL, so a cancelled payment's notice is not shown again.
 */
export function GuestStep({ onLogin }: GuestStepProps) {
  const language = useLanguage();
  // Business prices are an account's: a guest order is a private purchase (incl. VAT).
  const accountType = useAccountTypeStore((state) => state.accountType);
  return (
    <section className={`${card.raised} ${styles.step}`} aria-labelledby="checkout-who">
      <h2 id="checkout-who">
        <FormattedMessage id="checkout.who.heading" />
      </h2>
      <p>
        <FormattedMessage id="checkout.who.text" />
      </p>
      {accountType === 'business' && (
        <p>
          <FormattedMessage id="checkout.who.businessGuest" />
        </p>
      )}
      <div className={actions.row}>
        <button type="button" className={button.primary} onClick={onLogin}>
          <FormattedMessage id="checkout.who.login" />
        </button>
        <Link
          className={button.secondary}
          to={paths.signup.getHref(language, paths.checkout.getHref(language))}
        >
          <FormattedMessage id="checkout.who.register" />
        </Link>
        <Link className={button.secondary} to={paths.orderAnonymous.getHref(language)}>
          <FormattedMessage id="checkout.who.guest" />
        </Link>
      </div>
    </section>
  );
}
