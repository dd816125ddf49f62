import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { useAccountTypeStore } from '@/shared/shopper/account-type-store';
import styles from './checkout.module.css';

/**
 * A shopper who browsed with business prices (excl. VAT) and orders without an account: a guest
 * order is a private purchase, so its prices include VAT. Said where the prices change, with the
 * two ways to order as a business instead (both lead back to checkout). Nothing for a shopper who
 * already sees private prices.
 */
export function BusinessGuestNotice() {
  const language = useLanguage();
  const accountType = useAccountTypeStore((state) => state.accountType);
  if (accountType !== 'business') return null;
  const checkout = paths.checkout.getHref(language);
  return (
    <div className={styles.notice}>
      <p className={styles.noticeTitle}>
        <FormattedMessage id="orderAnonymous.business.title" />
      </p>
      <p>
        <FormattedMessage id="orderAnonymous.business.text" />
      </p>
      <p>
        <Link to={paths.login.getHref(language, checkout)}>
          <FormattedMessage id="orderAnonymous.business.login" />
        </Link>
        {' · '}
        <Link to={paths.registerCompany.getHref(language, checkout)}>
          <FormattedMessage id="orderAnonymous.business.register" />
        </Link>
      </p>
    </div>
  );
}
