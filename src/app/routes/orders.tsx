import type { QueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import type { LoaderFunctionArgs } from 'react-router';
import { useSessionStore } from '@/features/account/session/session-store';
import { brandsQueryOptions, useBrands } from '@/features/catalog/api/get-brands';
import { ordersQueryOptions } from '@/features/orders/api/search-orders';
import { OrderList } from '@/features/orders/components/order-list';
import { readOrderFilters } from '@/features/orders/lib/order-filters';
import { languageOrDefault } from '@/shared/config/languages';
import { shopperContextFor, useShopperContext } from '@/shared/shopper/use-shopper-context';
import * as page from '@/shared/ui/page.module.css';
import styles from './orders.module.css';

/**
 * Starts the search in the URL with the page's code when the session is known to exist; a guest
 * (or a first load, while the session is still unknown) waits for the auth guard instead.
 */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const context = shopperContextFor(languageOrDefault(params.lang));
    void queryClient.prefetchQuery(brandsQueryOptions(context));
    const { status, userId } = useSessionStore.getState();
    if (status === 'present' && userId) {
      const filters = readOrderFilters(new URL(request.url).searchParams);
      void queryClient.prefetchInfiniteQuery(ordersQueryOptions(context, userId, filters));
    }
    return null;
  };

/**
 * `/{lang}/dashboard/orders` (auth guard): the order history with its search. The brand filter
 * lists the catalogue's brands, composed here because features do not import each other.
 */
export function Component() {
  const userId = useSessionStore((state) => state.userId) ?? '';
  // Logged in, the request context follows the user's own account type (use-follow-user).
  const { accountType } = useShopperContext();
  const brands = useBrands();
  return (
    <section className={`${page.page} ${styles.page}`}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.orders.title" />
      </h1>
      <OrderList userId={userId} accountType={accountType} brands={brands.data} />
    </section>
  );
}
