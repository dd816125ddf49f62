import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUserData } from '@/features/account/api/get-user-data';
import { useSessionStore } from '@/features/account/session/session-store';
import { useCartStore } from '@/shared/cart/cart-store';
import { OrderComplete } from '@/features/checkout/components/order-complete';
import { useCartRestored } from '@/shared/cart/use-cart-restored';
import * as page from '@/shared/ui/page.module.css';
import styles from './checkout.module.css';

/**
 * `/{lang}/order-complete?order=N`: the order's state as the API reports it ('Order successful'
 * only once it is paid or on invoice). The cart is emptied here, and only for an order the
 * checkout feature confirms (this tab's order, paid or on invoice).
 */
export function Component() {
  const [params] = useSearchParams();
  const { status: session, userId } = useSessionStore();
  const user = useUserData(userId);
  const cartReady = useCartRestored();
  const clearCart = useCallback(() => useCartStore.getState().clear(), []);
  return (
    <section className={`${page.page} ${styles.page} ${styles.narrow}`}>
      <OrderComplete
        orderNumber={params.get('order')}
        session={session}
        accountType={user.data?.accountType ?? null}
        cartReady={cartReady}
        onConfirmed={clearCart}
      />
    </section>
  );
}
