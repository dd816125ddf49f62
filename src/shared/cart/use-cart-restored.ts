import { useSyncExternalStore } from 'react';
import { useCartStore } from './cart-store';

const subscribeToRestore = (onChange: () => void) =>
  useCartStore.persist.onFinishHydration(onChange);

/** Whether the cart has been restored from session storage (before that it only looks empty). */
export function useCartRestored(): boolean {
  return useSyncExternalStore(
    subscribeToRestore,
    () => useCartStore.persist.hasHydrated(),
    () => false,
  );
}
