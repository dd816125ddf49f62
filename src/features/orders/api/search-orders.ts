import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import {
  contextFromMeta,
  contextMeta,
  type ShopperContext,
} from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import type { OrderFilters } from '../lib/order-filters';
import { orderKeys } from './order-keys';

/** GET orders?query=&brandId=&year=&next=: newest first, 10 a page, `next` the opaque cursor. */
export const searchOrders = (
  context: ShopperContext,
  filters: OrderFilters,
  next: string | null,
  signal?: AbortSignal,
) =>
  api.call('orders', {
    context,
    signal,
    query: {
      query: filters.query || undefined,
      brandId: filters.brandId || undefined,
      year: filters.year || undefined,
      next: next ?? undefined,
    },
  });

export const ordersQueryOptions = (
  context: ShopperContext,
  userId: string,
  filters: OrderFilters,
) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(context, userId, filters),
    meta: contextMeta(context),
    queryFn: ({ pageParam, signal, meta }) =>
      searchOrders(contextFromMeta(meta), filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // A new order (placed in another tab, or by a colleague) shows whenever the list is opened.
    staleTime: 0,
  });

export const useOrders = (userId: string, filters: OrderFilters) =>
  useInfiniteQuery(ordersQueryOptions(useShopperContext(), userId, filters));
