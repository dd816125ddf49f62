import type { CartCalculateRequest } from '@/shared/api/contract/cart';
import { scopeOf, type ShopperContext } from '@/shared/shopper/shopper-context';

/** Query keys of the cart's server state (apart from the query, so logout can drop them cheaply). */
export const cartKeys = {
  all: () => ['cart'] as const,
  calculation: (context: ShopperContext, request: CartCalculateRequest) =>
    [...cartKeys.all(), 'calculation', ...scopeOf(context).key, request] as const,
};
