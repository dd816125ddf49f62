import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { useAddresses } from '@/features/account/api/get-addresses';
import { useUserData } from '@/features/account/api/get-user-data';
import { useSessionStore } from '@/features/account/session/session-store';
import { Checkout } from '@/features/checkout/components/checkout';
import { useCountries } from '@/features/locale/api/get-countries';
import { useLocaleStore } from '@/features/locale/stores/locale-store';
import type { Address } from '@/shared/api/contract/account';
import { useRequestContext } from '@/shared/api/request-context';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';
import { useModalStore } from '@/shared/ui/modal-store';
import { PageLoader } from '@/shared/ui/page-loader';
import { addressInputOf, useCartRestored, useCheckoutCart } from './use-checkout-cart';
import styles from './checkout.module.css';

const openCountryPrompt = () => useLocaleStore.getState().setShowCountryModal(true);
const openLogin = () => useModalStore.getState().openLoginModal();
const addAddress = () => {
  const modals = useModalStore.getState();
  if (!modals.addressToManage) modals.toggleManageAddressModal(null);
};

/**
 * `/{lang}/dashboard/checkout` (open to guests): composes the checkout feature with the session,
 * the user's addresses and account type (account), the countries (locale) and the cart's lines and
 * cost overview (cart).
 */
export function Component() {
  return (
    <section className={styles.page}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.checkout.title" />
      </h1>
      {useCartRestored() ? <CheckoutWithCart /> : <PageLoader />}
    </section>
  );
}

function CheckoutWithCart() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  const { status: session, userId } = useSessionStore();
  const user = useUserData(userId);
  const addresses = useAddresses(userId);
  const countries = useCountries().data ?? [];
  const { countryId, accountType: shopAccountType } = useRequestContext();
  // The user's own type decides the payment; if their data cannot load, the shop's (which follows them).
  const accountType = user.data?.accountType ?? (user.isError ? shopAccountType : null);
  const cart = useCheckoutCart(accountType ?? shopAccountType);
  const { setDeliveryAddress } = cart;
  const onDeliveryAddress = useCallback(
    (address: Address) => setDeliveryAddress(addressInputOf(address)),
    [setDeliveryAddress],
  );
  const countryNameOf = (id: string) => countries.find((c) => c.id === id)?.name ?? id;

  return (
    <Checkout
      language={language}
      items={cart.items}
      session={session}
      accountType={accountType}
      countryName={countryId ? countryNameOf(countryId) : null}
      countryNameOf={countryNameOf}
      addresses={{
        status: addresses.status,
        addresses: addresses.data ?? [],
      }}
      costOverview={cart.costOverview}
      onChangeCountry={openCountryPrompt}
      onLogin={openLogin}
      onAddAddress={addAddress}
      onDeliveryAddress={onDeliveryAddress}
    />
  );
}
