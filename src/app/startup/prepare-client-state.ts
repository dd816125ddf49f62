import { useAccountTypeStore } from '@/shared/shopper/account-type-store';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';

/**
 * What must hold before the router runs its first loaders: the shopper context is complete, with
 * the account type from its cookie and the delivery country from local storage, so a business
 * buyer's or a Belgian's first page is fetched (and cached) at their prices, not refetched after.
 * Browser only: it reads a cookie and local storage (both synchronous).
 */
export function prepareClientState(): void {
  useAccountTypeStore.getState().restoreFromCookie();
  void useDeliveryTargetStore.persist.rehydrate();
}
