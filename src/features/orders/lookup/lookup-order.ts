import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { OrderLookupAnswer, OrderLookupRequest } from '@/shared/api/contract/orders';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

/**
 * POST orders/lookup: a guest's order by its number and e-mail address. A pair that does not
 * match is a 404, too many wrong pairs a 429 (both arrive as ApiError).
 */
export const lookupOrder = (
  context: ShopperContext,
  body: OrderLookupRequest,
): Promise<OrderLookupAnswer> => api.call('orderLookup', { context, body });

/**
 * A mutation, not a query: the answer is one person's order, asked for with a secret (the e-mail
 * address), so it is kept only while this page shows it, never in the shared query cache.
 */
export function useLookupOrder() {
  const context = useShopperContext();
  return useMutation({ mutationFn: (body: OrderLookupRequest) => lookupOrder(context, body) });
}
