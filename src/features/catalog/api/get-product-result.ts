import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { productKeys } from './product-keys';

/** GET products/result/{id}: one packaging as a list item (cart lines, detail links). */
export const fetchProductResult = (
  context: ShopperContext,
  productId: string,
  signal?: AbortSignal,
) => api.call('productResult', { context, params: { id: productId }, signal });

export const productResultQueryOptions = (context: ShopperContext, productId: string) =>
  queryOptions({
    queryKey: productKeys.result(context, productId),
    queryFn: ({ signal }) => fetchProductResult(context, productId, signal),
  });

export const useProductResult = (productId: string) =>
  useQuery(productResultQueryOptions(useShopperContext(), productId));
