import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { useSessionStore } from '@/features/account/session/session-store';
import { AnonymousOrder } from '@/features/checkout/components/anonymous-order';
import { useCountries } from '@/features/locale/api/get-countries';
import { useRequestContext } from '@/shared/api/request-context';
import { defaultLanguage, isLanguage, type Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { anonymousOrderSchema } from './order-anonymous-schema';
import { useCartRestored, useCheckoutCart } from './use-checkout-cart';
import styles from './checkout.module.css';

const resolver = zodResolver(anonymousOrderSchema);

/**
 * `/{lang}/order-anonymous`: a guest's order. A logged-in buyer orders from checkout instead (with
 * their saved addresses), so they are sent there.
 */
export function Component() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  const session = useSessionStore((state) => state.status);
  const restored = useCartRestored();
  if (session === 'present') return <Navigate to={paths.checkout.getHref(language)} replace />;
  return (
    <section className={styles.page}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.orderAnonymous.title" />
      </h1>
      {restored ? <AnonymousOrderWithCart language={language} /> : <PageLoader />}
    </section>
  );
}

function AnonymousOrderWithCart({ language }: { language: Language }) {
  const countries = useCountries().data ?? [];
  const { countryId } = useRequestContext();
  // A guest buys as a private person (prices incl. VAT), whatever the shop's toggle says.
  const cart = useCheckoutCart('personal');
  return (
    <AnonymousOrder
      language={language}
      items={cart.items}
      countries={countries}
      countryId={countryId}
      resolver={resolver}
      costOverview={cart.costOverview}
      onDeliveryAddress={cart.setDeliveryAddress}
    />
  );
}
