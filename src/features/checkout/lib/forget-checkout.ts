import { checkoutStorageKeys } from './storage-keys';

/**
 * Everything the checkout keeps in this tab: the pending order with its status token, the
 * idempotency key (whose snapshot holds the delivery address and note), a guest's typed name,
 * e-mail, address and telephone, a business's typed reference and invoice address, and a typed
 * order note. Dropped when a session ends (src/app/startup/use-follow-user.ts).
 */
export function forgetCheckout(): void {
  try {
    for (const key of Object.values(checkoutStorageKeys)) sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
