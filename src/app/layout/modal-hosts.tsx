import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { LoginPrompt } from '@/features/account/components/login-prompt';
import { forgetPendingFavorite } from '@/features/favorites/stores/pending-favorite';
import { useCountries } from '@/shared/shopper/countries';
import { Dialog } from '@/shared/ui/dialog';
import { useModalStore } from '@/shared/ui/modal-store';
import { PageLoader } from '@/shared/ui/page-loader';

// The address form brings react-hook-form and zod: loaded when the modal opens, not at first paint.
const ManageAddress = lazy(() =>
  import('@/features/account/addresses/manage-address').then((module) => ({
    default: module.ManageAddress,
  })),
);

/** Where the shop-wide modals live, so any page can open them through the modal store. */
export function ModalHosts() {
  const intl = useIntl();
  const loginOpen = useModalStore((state) => state.loginModalOpen);
  const closeLogin = useModalStore((state) => state.closeLoginModal);
  // A close the store did not ask for is the shopper's own (×, Escape, the backdrop): without a
  // login, the favourite a guest's heart asked for is not wanted. A login, or a link on to
  // registration, closes through the store first and keeps it for the session to come.
  const dismissLogin = () => {
    if (useModalStore.getState().loginModalOpen) forgetPendingFavorite();
    closeLogin();
  };
  const addressToManage = useModalStore((state) => state.addressToManage);
  const toggleAddress = useModalStore((state) => state.toggleManageAddressModal);
  // The store only toggles; the dialog's own close event follows every close, so only an open
  // modal may be toggled (else closing would open it again, empty).
  const closeAddress = () => {
    if (useModalStore.getState().addressToManage) toggleAddress();
  };
  return (
    <>
      <Dialog
        open={loginOpen}
        onClose={dismissLogin}
        title={intl.formatMessage({ id: 'loginModal.title' })}
      >
        <LoginPrompt onNavigate={closeLogin} onSuccess={closeLogin} />
      </Dialog>
      <Dialog
        open={addressToManage !== null}
        onClose={closeAddress}
        title={intl.formatMessage({
          id: addressToManage?.addressId ? 'addressModal.change' : 'addressModal.add',
        })}
      >
        {addressToManage && (
          <AddressModalContent addressId={addressToManage.addressId} onDone={closeAddress} />
        )}
      </Dialog>
    </>
  );
}

/** Its own component so the countries are only asked for while the modal is open. */
function AddressModalContent({
  addressId,
  onDone,
}: {
  addressId: string | null;
  onDone: () => void;
}) {
  const countries = useCountries();
  return (
    <Suspense fallback={<PageLoader />}>
      <ManageAddress addressId={addressId} countries={countries.data} onDone={onDone} />
    </Suspense>
  );
}
