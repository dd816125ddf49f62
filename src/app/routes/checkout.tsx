import { FormattedMessage } from 'react-intl';
import { useAddresses } from '@/features/account/api/get-addresses';
import { useUserData } from '@/features/account/api/get-user-data';
import { useSessionStore } from '@/features/account/session/session-store';
import { Checkout } from '@/features/checkout/components/checkout';
import { useCountryName } from '@/shared/shopper/countries';
import { useCountryPromptStore } from '@/features/locale/stores/country-prompt-store';
import { useCartRestored } from '@/shared/cart/use-cart-restored';
import { useAccountTypeStore } from '@/shared/shopper/account-type-store';
import { useModalStore } from '@/shared/ui/modal-store';
import { PageLoader } from '@/shared/ui/page-loader';
import * as page from '@/shared/ui/page.module.css';
import styles from './checkout.module.css';

const openCountryPrompt = () => useCountryPromptStore.getState().setOpen(true);
const openLogin = () => useModalStore.getState().openLoginModal();
const addAddress = () => {
  const modals = useModalStore.getState();
  if (!modals.addressToManage) modals.toggleManageAddressModal(null);
};

/**
 * `/{lang}/dashboard/checkout` (open to guests): the checkout feature with what the account and
 * locale features know — the session, the user's account type and addresses, the country names
 * and the country prompt. Lines, totals and delivery target it reads itself (src/shared).
 */
export function Component() {
  return (
    <section className={`${page.page} ${styles.page}`}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.checkout.title" />
      </h1>
      {useCartRestored() ? <CheckoutWithAccount /> : <PageLoader />}
    </section>
  );
}

function CheckoutWithAccount() {
  const { status: session, userId } = useSessionStore();
  const user = useUserData(userId);
  const addresses = useAddresses(userId);
  const shopAccountType = useAccountTypeStore((state) => state.accountType);
  // The user's own type decides the payment; if their data cannot load, the shop's (which follows them).
  const accountType = user.data?.accountType ?? (user.isError ? shopAccountType : null);
  const countryNameOf = useCountryName();

  return (
    <Checkout
      session={session}
      accountType={accountType}
      priceAccountType={accountType ?? shopAccountType}
      countryNameOf={countryNameOf}
      addresses={{ status: addresses.status, addresses: addresses.data ?? [] }}
      onChangeCountry={openCountryPrompt}
      onLogin={openLogin}
      onAddAddress={addAddress}
    />
  );
}
