import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { RequestContext } from '@/shared/api/client';
import { useRequestContext } from '@/shared/api/request-context';

/**
 * The cart's own key for GET products/result/{id} (features do not share each other's keys).
 * Names and prices depend on the request context, so all of it is in the key.
 */
export const cartProductKeys = {
  all: () => ['cart', 'product'] as const,
  one: (context: RequestContext, productId: string) =>
    [...cartProductKeys.all(), context, productId] as const,
};

/** A cart line's product: the packaging with its family's name, image and slug. */
export const cartProductQueryOptions = (context: RequestContext, productId: string) =>
  queryOptions({
    queryKey: cartProductKeys.one(context, productId),
    queryFn: ({ signal }) => api.call('productResult', { params: { id: productId }, signal }),
    staleTime: 5 * 60_000,
  });

export const useCartProduct = (productId: string) =>
  useQuery(cartProductQueryOptions(useRequestContext(), productId));
