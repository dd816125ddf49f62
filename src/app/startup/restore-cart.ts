/**
 * The cart step of the startup (requirements §11.2, §6.1): the cart is restored from session storage. The store
 * quietly starts empty when what it finds cannot be read (garbled, or not a valid cart); for the
 * shopper that is a cart lost, so the step fails and the startup says 'Failed loading cart'.
 */
import { useCartStore } from '@/shared/cart/cart-store';
import { readStoredCart } from '@/shared/cart/stored-cart';

export function isReadableStoredCart(raw: string): boolean {
  try {
    const parsed = JSON.parse(raw) as { state?: unknown } | null;
    return readStoredCart(parsed?.state) !== null;
  } catch {
    return false;
  }
}

export async function restoreCart(storage: Storage = sessionStorage): Promise<void> {
  const raw = storage.getItem(useCartStore.persist.getOptions().name ?? '');
  await useCartStore.persist.rehydrate();
  if (raw !== null && !isReadableStoredCart(raw))
    throw new Error('The stored cart could not be read; the cart starts empty');
}
