import { useSearchParams } from 'react-router';
import { useSessionStore } from '@/features/account/session/session-store';
import { OrderLookupPage } from '@/features/orders/lookup/order-lookup-page';
import * as page from '@/shared/ui/page.module.css';
import styles from './orders.module.css';

/**
 * `/{lang}/order-lookup[?order=N]`, open to everyone: a guest's order by its number and e-mail
 * address (the order confirmation's link fills in the number). An account is offered only to a
 * visitor known not to be logged in.
 */
export function Component() {
  const [params] = useSearchParams();
  const session = useSessionStore((state) => state.status);
  return (
    <section className={`${page.page} ${styles.page}`}>
      <OrderLookupPage
        initialOrderNumber={params.get('order') ?? ''}
        offerAccount={session === 'absent'}
      />
    </section>
  );
}
