import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoginPrompt } from '@/features/account/components/login-prompt';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { Dialog } from '@/shared/ui/dialog';
import { useModalStore } from '@/shared/ui/modal-store';

/** Where the shop-wide modals live, so any page can open them through the modal store. */
export function ModalHosts({ language }: { language: Language }) {
  const intl = useIntl();
  const loginOpen = useModalStore((state) => state.loginModalOpen);
  const closeLogin = useModalStore((state) => state.closeLoginModal);
  const addressToManage = useModalStore((state) => state.addressToManage);
  const toggleAddress = useModalStore((state) => state.toggleManageAddressModal);
  return (
    <>
      <Dialog
        open={loginOpen}
        onClose={closeLogin}
        title={intl.formatMessage({ id: 'loginModal.title' })}
      >
        <LoginPrompt language={language} onNavigate={closeLogin} onSuccess={closeLogin} />
      </Dialog>
      <Dialog
        open={addressToManage !== null}
        onClose={() => toggleAddress()}
        title={intl.formatMessage({
          id: addressToManage?.addressId ? 'addressModal.change' : 'addressModal.add',
        })}
      >
        {/* The address form arrives with the accounts screens; until then the profile page manages addresses. */}
        <Link to={paths.profile.getHref(language)} onClick={() => toggleAddress()}>
          {intl.formatMessage({ id: 'menu.profile' })}
        </Link>
      </Dialog>
    </>
  );
}
