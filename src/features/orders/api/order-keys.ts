import { scopeOf, type ShopperContext } from '@/shared/shopper/shopper-context';
import type { OrderFilters } from '../lib/order-filters';

/**
 * Order answers depend on the logged-in user, and are fetched in a shopper context (the detail's
 * product names follow the language): both are in the keys.
 */
export const orderKeys = {
  all: () => ['orders'] as const,
  lists: () => [...orderKeys.all(), 'list'] as const,
  list: (context: ShopperContext, userId: string, filters: OrderFilters) =>
    [...orderKeys.lists(), userId, ...scopeOf(context).key, filters] as const,
  detail: (context: ShopperContext, userId: string, orderNumber: string) =>
    [...orderKeys.all(), 'detail', userId, ...scopeOf(context).key, orderNumber] as const,
};
