import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { scopeOf, type ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

export const discountKeys = {
  all: () => ['discount'] as const,
  global: (context: ShopperContext) =>
    [...discountKeys.all(), 'global', ...scopeOf(context).key] as const,
  brand: (context: ShopperContext, brandId: string) =>
    [...discountKeys.all(), 'brand', ...scopeOf(context).key, brandId] as const,
};

export const fetchGlobalDiscount = (context: ShopperContext, signal?: AbortSignal) =>
  api.call('globalDiscount', { context, signal });

export const globalDiscountQueryOptions = (context: ShopperContext) =>
  queryOptions({
    queryKey: discountKeys.global(context),
    queryFn: ({ signal }) => fetchGlobalDiscount(context, signal),
  });

export const useGlobalDiscount = () => useQuery(globalDiscountQueryOptions(useShopperContext()));
