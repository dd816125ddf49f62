import type { QueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { useSessionStore } from '@/features/account/session/session-store';
import { useCartStore } from '@/shared/cart/cart-store';
import { orderDetailQueryOptions, useOrderDetail } from '@/features/orders/api/get-order-detail';
import { OrderDetailView } from '@/features/orders/components/order-detail-view';
import { isApiError } from '@/shared/api/api-error';
import type { OrderLine } from '@/shared/api/contract/orders';
import { languageOrDefault } from '@/shared/config/languages';
import {
  shopperContextFor,
  useLanguage,
  useShopperContext,
} from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { countriesQueryOptions } from '@/shared/shopper/countries';
import { OrderNumber } from '@/shared/ui/order-number';
import { ErrorPage } from '../errors/error-page';
import { failRouteCheck } from '../errors/route-errors';
import * as page from '@/shared/ui/page.module.css';
import styles from './orders.module.css';

/**
 * With a known session the order is fetched before the page shows, so an unknown number is the
 * route check's 404 at once. Other failures are left to the page, which offers a retry. The
 * country list comes along (it names the addresses' countries), so the page never shows "NL"
 * first and the name a moment later.
 */
export const createLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const orderNumber = params.orderId ?? '';
    if (!orderNumber.trim()) failRouteCheck();
    const { status, userId } = useSessionStore.getState();
    if (status !== 'present' || !userId) return null;
    const context = shopperContextFor(languageOrDefault(params.lang));
    // A failed country list only leaves ids on the page: it never stops the order from showing.
    const countries = queryClient.prefetchQuery(countriesQueryOptions(context));
    try {
      await queryClient.ensureQueryData(orderDetailQueryOptions(context, userId, orderNumber));
      await countries;
    } catch (error) {
      if (isApiError(error) && error.isNotFound) failRouteCheck();
    }
    return null;
  };

/**
 * Re-order: each line's packagings on top of what the cart holds. The cart store lives in another
 * feature, so the route composes it; a new item starts at 1 through `add`, then takes its amount.
 */
function reorder(lines: OrderLine[]): void {
  const cart = useCartStore.getState();
  for (const line of lines) {
    const current = useCartStore.getState().items.find((item) => item.productId === line.productId);
    if (!current) cart.add(line.productId);
    cart.setAmount(line.productId, (current?.amount ?? 0) + line.amount);
  }
}

/** `/{lang}/dashboard/orders/{orderId}` (auth guard). */
export function Component() {
  const params = useParams();
  const { pathname } = useLocation();
  const language = useLanguage();
  const orderNumber = params.orderId ?? '';
  const userId = useSessionStore((state) => state.userId) ?? '';
  const order = useOrderDetail(userId, orderNumber);
  // Logged in, the shopper's account type follows the user's own (use-follow-user).
  const { accountType } = useShopperContext();
  const notFound = (
    <ErrorPage
      status={404}
      title={<FormattedMessage id="error.routeCheck.title" values={{ path: pathname }} />}
    />
  );
  // Found missing after the page showed (the session was not known yet when it loaded): the
  // whole page becomes the route check's 'Page Not Found', as the loader would have made it.
  if (isApiError(order.error) && order.error.isNotFound) return notFound;
  return (
    <section className={`${page.page} ${styles.page}`}>
      <Link className={styles.back} to={paths.orders.getHref(language)}>
        <FormattedMessage id="orderDetail.back" />
      </Link>
      <h1 tabIndex={-1}>
        <FormattedMessage
          id="orderDetail.heading"
          values={{ orderNumber: <OrderNumber value={orderNumber} /> }}
        />
      </h1>
      <OrderDetailView
        key={orderNumber}
        orderNumber={orderNumber}
        userId={userId}
        accountType={accountType}
        notFound={notFound}
        onReorder={reorder}
      />
    </section>
  );
}
