import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { isApiError } from '@/shared/api/api-error';
import {
  contextFromMeta,
  contextMeta,
  type ShopperContext,
} from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { orderKeys } from './order-keys';

/** GET orders/{orderNumber}: lines, delivery address, totals; 404 for a number this user cannot see. */
export const fetchOrderDetail = (
  context: ShopperContext,
  orderNumber: string,
  signal?: AbortSignal,
) => api.call('orderDetail', { context, params: { orderNumber }, signal });

export const orderDetailQueryOptions = (
  context: ShopperContext,
  userId: string,
  orderNumber: string,
) =>
  queryOptions({
    queryKey: orderKeys.detail(context, userId, orderNumber),
    meta: contextMeta(context),
    queryFn: ({ signal, meta }) => fetchOrderDetail(contextFromMeta(meta), orderNumber, signal),
    // An unknown order stays unknown: asking again only delays the 404. Other failures get one retry.
    retry: (failures, error) => !(isApiError(error) && error.isNotFound) && failures < 1,
  });

export const useOrderDetail = (userId: string, orderNumber: string) =>
  useQuery(orderDetailQueryOptions(useShopperContext(), userId, orderNumber));
