import { api } from '@/shared/api/api';
import type {
  AnonymousOrderRequest,
  CreateOrderRequest,
  OrderCreated,
  OrderStatusAnswer,
} from '@/shared/api/contract/orders';

/** POST orders: a logged-in buyer's order (DESIGN §4). */
export const placeAccountOrder = (body: CreateOrderRequest): Promise<OrderCreated> =>
  api.call('createOrder', { body });

/** POST orders/anonymous: a guest's order, always paid through the bank. */
export const placeAnonymousOrder = (body: AnonymousOrderRequest): Promise<OrderCreated> =>
  api.call('createAnonymousOrder', { body });

/**
 * GET orders/{orderNumber}/status: where the order stands, for order-complete. The status token
 * (kept by this tab since placing the order) proves a guest's order; without it the API answers
 * only a session that may see the order.
 */
export const fetchOrderStatus = (
  orderNumber: string,
  statusToken: string | null,
  signal?: AbortSignal,
): Promise<OrderStatusAnswer> =>
  api.call('orderStatus', {
    params: { orderNumber },
    query: { token: statusToken ?? undefined },
    signal,
  });
