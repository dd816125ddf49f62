import { create } from 'zustand';

/**
 * The shop-wide modals of requirements §1.4 (loginModalOpen, toggleManageAddressModal, addressToManage).
 * Any feature may open them (a guest's favourite click opens the login modal); the app layout hosts them.
 */
interface ModalState {
  loginModalOpen: boolean;
  /** The manage-address modal: closed, adding a new address (null), or changing the one with this id. */
  addressToManage: { addressId: string | null } | null;
  openLoginModal: () => void;
  closeLoginModal: () => void;
  toggleManageAddressModal: (addressId?: string | null) => void;
}

export const useModalStore = create<ModalState>()((set, get) => ({
  loginModalOpen: false,
  addressToManage: null,
  openLoginModal: () => set({ loginModalOpen: true }),
  closeLoginModal: () => set({ loginModalOpen: false }),
  toggleManageAddressModal: (addressId = null) =>
    set({ addressToManage: get().addressToManage ? null : { addressId } }),
}));
