import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router';
import { useSessionStore } from '@/features/account/session/session-store';
import { AnonymousOrder } from '@/features/checkout/components/anonymous-order';
import { useCountries } from '@/shared/shopper/countries';
import { useCartRestored } from '@/shared/cart/use-cart-restored';
import { paths } from '@/shared/config/paths';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { PageLoader } from '@/shared/ui/page-loader';
import * as page from '@/shared/ui/page.module.css';
import styles from './checkout.module.css';

/**
 * `/{lang}/order-anonymous`: a guest's order. A logged-in buyer orders from checkout instead (with
 * their saved addresses), so they are sent there.
 */
export function Component() {
  const language = useLanguage();
  const session = useSessionStore((state) => state.status);
  const restored = useCartRestored();
  if (session === 'present') return <Navigate to={paths.checkout.getHref(language)} replace />;
  return (
    <section className={`${page.page} ${styles.page}`}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.orderAnonymous.title" />
      </h1>
      {restored ? <AnonymousOrderWithCart /> : <PageLoader />}
    </section>
  );
}

function AnonymousOrderWithCart() {
  const countries = useCountries().data ?? [];
  return <AnonymousOrder countries={countries} />;
}
