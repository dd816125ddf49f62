import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { scopeOf, type ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

/**
 * The cart's key for GET products/result/{id}: the cart page and checkout name their lines by it.
 * Names and prices depend on the shopper context, so all of it is in the key.
 */
export const cartProductKeys = {
  all: () => ['cart', 'product'] as const,
  one: (context: ShopperContext, productId: string) =>
    [...cartProductKeys.all(), ...scopeOf(context).key, productId] as const,
};

/** A cart line's product: the packaging with its family's name, image and slug. */
export const cartProductQueryOptions = (context: ShopperContext, productId: string) =>
  queryOptions({
    queryKey: cartProductKeys.one(context, productId),
    queryFn: ({ signal }) =>
      api.call('productResult', { context, params: { id: productId }, signal }),
    staleTime: 5 * 60_000,
  });

export const useCartProduct = (productId: string) =>
  useQuery(cartProductQueryOptions(useShopperContext(), productId));
