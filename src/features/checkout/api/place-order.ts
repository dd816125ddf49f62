import { api } from '@/shared/api/api';
import type {
  AnonymousOrderRequest,
  CreateOrderRequest,
  OrderCreated,
} from '@/shared/api/contract/orders';

/** POST orders: a logged-in buyer's order (DESIGN §4). */
export const placeAccountOrder = (body: CreateOrderRequest): Promise<OrderCreated> =>
  api.call('createOrder', { body });

/** POST orders/anonymous: a guest's order, always paid through the bank. */
export const placeAnonymousOrder = (body: AnonymousOrderRequest): Promise<OrderCreated> =>
  api.call('createAnonymousOrder', { body });

/** GET orders/{orderNumber}: order-complete asks whether the order is paid or invoiced. */
export const fetchOrderStatus = async (orderNumber: string, signal?: AbortSignal) =>
  (await api.call('orderDetail', { params: { orderNumber }, signal })).status;
