import { api } from '@/shared/api/api';
import type {
  AnonymousOrderRequest,
  CreateOrderRequest,
  OrderCreated,
  OrderStatusAnswer,
} from '@/shared/api/contract/orders';
import { scopeOf, type ShopperContext } from '@/shared/shopper/shopper-context';

/** POST orders: a logged-in buyer's order (docs/api-contract.md). */
export const placeAccountOrder = (
  context: ShopperContext,
  body: CreateOrderRequest,
): Promise<OrderCreated> => api.call('createOrder', { context, body });

/** POST orders/anonymous: a guest's order, always paid through the bank. */
export const placeAnonymousOrder = (
  context: ShopperContext,
  body: AnonymousOrderRequest,
): Promise<OrderCreated> => api.call('createAnonymousOrder', { context, body });

/**
 * GET orders/{orderNumber}/status: where the order stands, for order-complete. The status token
 * (kept by this tab since placing the order) proves a guest's order; without it the API answers
 * only a session that may see the order.
 */
export const fetchOrderStatus = (
  context: ShopperContext,
  orderNumber: string,
  statusToken: string | null,
  signal?: AbortSignal,
): Promise<OrderStatusAnswer> =>
  api.call('orderStatus', {
    context,
    params: { orderNumber },
    query: { token: statusToken ?? undefined },
    signal,
  });

/**
 * The status query's key. Who asks is part of the answer: the token's holder, or the session
 * (under 'orders', so logging out drops it with the rest of the user's orders).
 */
export const orderStatusKey = (
  context: ShopperContext,
  orderNumber: string,
  asker: 'token' | 'unknown' | 'present' | 'absent',
) => ['orders', 'status', ...scopeOf(context).key, orderNumber, asker] as const;
