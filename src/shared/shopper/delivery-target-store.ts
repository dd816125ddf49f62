/**
 * The delivery target that cart and checkout share: the country the order goes to (sent as
 * `x-country-code`, so it decides VAT and shipping everywhere) and, for a logged-in buyer, which
 * of their addresses it goes to. An address always lies in the target's country: choosing an
 * address in another country moves the target there, and choosing another country forgets an
 * address that is not in it, so an address is never used silently for the wrong country.
 *
 * Only ids are kept (localStorage, versioned): the address itself stays in React Query's cache of
 * the user's addresses, which logout drops, so no name, street or telephone is ever stored here.
 */
import { create } from 'zustand';
import type { Address } from '@/shared/api/contract/account';
import { createJSONStorage, persist } from 'zustand/middleware';
import { writeAfterHydration } from '@/shared/lib/write-after-hydration';

export interface DeliveryTarget {
  /** The chosen country's id, or null until the shopper (or their account) chooses one. */
  countryId: string | null;
  /** The chosen address of a logged-in buyer (always in `countryId`), or null. */
  addressId: string | null;
}

interface DeliveryTargetState extends DeliveryTarget {
  /**
   * The chosen address itself, looked up in the user's address book by the app
   * (src/app/startup/use-follow-user.ts); memory only. Null while unknown.
   */
  address: Address | null;
  /** The address book's answer for `addressId`, or null when it is not (or no longer) there. */
  resolveAddress: (address: Address | null) => void;
  /** Another country: an address elsewhere is no longer the target. */
  setCountry: (countryId: string) => void;
  /** An address, and with it its country. */
  chooseAddress: (address: Address) => void;
  /** The session ended: the address was the user's. */
  forgetAddress: () => void;
  /** No country chosen (again): the visitor's own state when the account had chosen it. */
  clearCountry: () => void;
}

const isCountryId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value);

export const useDeliveryTargetStore = create<DeliveryTargetState>()(
  persist(
    (set, get) => ({
      countryId: null,
      addressId: null,
      address: null,
      setCountry: (countryId) => {
        if (countryId === get().countryId) return;
        set({ countryId, addressId: null, address: null });
      },
      chooseAddress: (address) =>
        set({
          addressId: address.id,
          countryId: address.country,
          address,
        }),
      resolveAddress: (address) => {
        const { addressId, countryId } = get();
        // An address that is gone, or lies elsewhere than the chosen country, is never used.
        if (!address || address.id !== addressId || address.country !== countryId)
          set({ addressId: null, address: null });
        else set({ address });
      },
      forgetAddress: () => set({ addressId: null, address: null }),
      clearCountry: () => set({ countryId: null, addressId: null, address: null }),
    }),
    {
      name: 'shop-delivery-target',
      version: 1,
      // Restored before the router's first loaders (prepare-client-state.ts); nothing earlier writes.
      storage: writeAfterHydration(
        createJSONStorage(() => localStorage),
        (): boolean => useDeliveryTargetStore.persist.hasHydrated(),
      ),
      partialize: ({ countryId, addressId }): DeliveryTarget => ({ countryId, addressId }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Record<keyof DeliveryTarget, unknown>>;
        const countryId = isCountryId(stored.countryId) ? stored.countryId : null;
        const addressId =
          countryId && typeof stored.addressId === 'string' && stored.addressId
            ? stored.addressId
            : null;
        return { ...current, countryId, addressId };
      },
      skipHydration: true,
    },
  ),
);
