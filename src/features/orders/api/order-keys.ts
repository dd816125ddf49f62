import type { Locale } from '@/shared/api/contract/common';
import type { OrderFilters } from '../lib/order-filters';

/**
 * Order answers depend on the logged-in user (and the detail's product names on the language), so
 * those are in the keys; amounts are historical and do not follow the request context.
 */
export const orderKeys = {
  all: () => ['orders'] as const,
  lists: () => [...orderKeys.all(), 'list'] as const,
  list: (userId: string, filters: OrderFilters) => [...orderKeys.lists(), userId, filters] as const,
  detail: (userId: string, orderNumber: string, locale: Locale) =>
    [...orderKeys.all(), 'detail', userId, orderNumber, locale] as const,
};
