import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { productKeys } from './product-keys';

/**
 * GET products/{slug}: the family with its packagings, sorted by amount ascending (requirements §5.1) so
 * the first one is the default selection, whatever order the server used.
 */
export async function fetchProductDetail(
  context: ShopperContext,
  slug: string,
  signal?: AbortSignal,
) {
  const detail = await api.call('productDetail', { context, params: { slug }, signal });
  return { ...detail, products: [...detail.products].sort((a, b) => a.amount - b.amount) };
}

export const productDetailQueryOptions = (context: ShopperContext, slug: string) =>
  queryOptions({
    queryKey: productKeys.detail(context, slug),
    queryFn: ({ signal }) => fetchProductDetail(context, slug, signal),
  });

export const useProductDetail = (slug: string) =>
  useQuery(productDetailQueryOptions(useShopperContext(), slug));
