import { useCallback, useSyncExternalStore } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useCartCalculation } from '@/features/cart/calculation/use-cart-calculation';
import { CostOverview } from '@/features/cart/components/cost-overview';
import { useCartStore } from '@/features/cart/stores/cart-store';
import type { AddressInput } from '@/shared/api/contract/account';
import type { AccountType } from '@/shared/api/contract/common';

const subscribeToRestore = (onChange: () => void) =>
  useCartStore.persist.onFinishHydration(onChange);

/** Whether the cart has been restored from session storage (before that it only looks empty). */
export function useCartRestored(): boolean {
  return useSyncExternalStore(subscribeToRestore, () => useCartStore.persist.hasHydrated());
}

/**
 * Mount only once the cart is restored (useCartRestored): the calculation writes to the cart
 * store, and a write before the restore would persist an empty cart over the stored one.
 *
 * What the checkout feature gets from the cart feature (features do not import each other): the
 * lines, the cost overview kept up to date, and the delivery address the calculation uses.
 */
export function useCheckoutCart(accountType: AccountType) {
  const items = useCartStore(useShallow((state) => state.items));
  const { status, calculation, retry } = useCartCalculation();
  const setDeliveryAddress = useCallback((address: AddressInput | null) => {
    const current = useCartStore.getState().address;
    if (JSON.stringify(current) !== JSON.stringify(address))
      useCartStore.getState().setAddress(address);
  }, []);
  const costOverview = (
    <CostOverview
      calculation={calculation}
      status={status}
      accountType={accountType}
      onRetry={retry}
    />
  );
  return { items, costOverview, setDeliveryAddress };
}

/** The saved address as the calculation's input (the id is the address book's, not the cart's). */
export const addressInputOf = ({
  name,
  address,
  postalcode,
  city,
  country,
  telephone,
  isDefaultDelivery,
}: AddressInput): AddressInput => ({
  name,
  address,
  postalcode,
  city,
  country,
  telephone,
  isDefaultDelivery,
});
