import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { isApiError } from '@/shared/api/api-error';
import type { Locale } from '@/shared/api/contract/common';
import { useRequestContext } from '@/shared/api/request-context';
import { orderKeys } from './order-keys';

/** GET orders/{orderNumber}: lines, delivery address, totals; 404 for a number this user cannot see. */
export const fetchOrderDetail = (orderNumber: string, signal?: AbortSignal) =>
  api.call('orderDetail', { params: { orderNumber }, signal });

export const orderDetailQueryOptions = (userId: string, orderNumber: string, locale: Locale) =>
  queryOptions({
    queryKey: orderKeys.detail(userId, orderNumber, locale),
    queryFn: ({ signal }) => fetchOrderDetail(orderNumber, signal),
    // An unknown order stays unknown: asking again only delays the 404. Other failures get one retry.
    retry: (failures, error) => !(isApiError(error) && error.isNotFound) && failures < 1,
  });

export const useOrderDetail = (userId: string, orderNumber: string) =>
  useQuery(orderDetailQueryOptions(userId, orderNumber, useRequestContext().locale));
