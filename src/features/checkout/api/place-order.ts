import { api } from '@/shared/api/api';
import type {
  AnonymousOrderRequest,
  CreateOrderRequest,
  OrderCreated,
} from '@/shared/api/contract/orders';
import type { ShopperContext } from '@/shared/shopper/shopper-context';

/** POST orders: a logged-in buyer's order (DESIGN §4). */
export const placeAccountOrder = (
  context: ShopperContext,
  body: CreateOrderRequest,
): Promise<OrderCreated> => api.call('createOrder', { context, body });

/** POST orders/anonymous: a guest's order, always paid through the bank. */
export const placeAnonymousOrder = (
  context: ShopperContext,
  body: AnonymousOrderRequest,
): Promise<OrderCreated> => api.call('createAnonymousOrder', { context, body });

/** GET orders/{orderNumber}: order-complete asks whether the order is paid or invoiced. */
export const fetchOrderStatus = async (
  context: ShopperContext,
  orderNumber: string,
  signal?: AbortSignal,
) => (await api.call('orderDetail', { context, params: { orderNumber }, signal })).status;
