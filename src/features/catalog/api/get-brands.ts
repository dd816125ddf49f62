import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { scopeOf, type ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

export const brandKeys = {
  all: () => ['brands'] as const,
  list: (context: ShopperContext) => [...brandKeys.all(), 'list', ...scopeOf(context).key] as const,
  types: (context: ShopperContext, brandId: string) =>
    [...brandKeys.all(), 'types', ...scopeOf(context).key, brandId] as const,
};

/** GET brands, without the brands that have no name (requirements §5.4). */
export async function fetchBrands(context: ShopperContext, signal?: AbortSignal) {
  const brands = await api.call('brands', { context, signal });
  return brands.filter((brand) => brand.name.trim() !== '');
}

export const brandsQueryOptions = (context: ShopperContext) =>
  queryOptions({
    queryKey: brandKeys.list(context),
    queryFn: ({ signal }) => fetchBrands(context, signal),
  });

/** While another context's list loads, the last one stays (a select never loses its options). */
export const useBrands = () =>
  useQuery({ ...brandsQueryOptions(useShopperContext()), placeholderData: keepPreviousData });
