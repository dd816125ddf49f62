import type { ShopperContext } from '@/shared/shopper/shopper-context';
import type { OrderFilters } from '../lib/order-filters';

/**
 * Order answers depend on the logged-in user and, for product names, on the language; amounts
 * are historical and follow neither account type nor country, so only user and language are in
 * the keys (the calls carry the whole context through the query's meta: see contextMeta).
 */
export const orderKeys = {
  all: () => ['orders'] as const,
  lists: () => [...orderKeys.all(), 'list'] as const,
  list: (context: ShopperContext, userId: string, filters: OrderFilters) =>
    [...orderKeys.lists(), userId, context.locale, filters] as const,
  detail: (context: ShopperContext, userId: string, orderNumber: string) =>
    [...orderKeys.all(), 'detail', userId, context.locale, orderNumber] as const,
};
