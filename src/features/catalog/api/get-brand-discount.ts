import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { discountKeys } from './get-global-discount';

/** GET discount/brands/{brandId}: the brand's discount, or null. */
export const fetchBrandDiscount = (
  context: ShopperContext,
  brandId: string,
  signal?: AbortSignal,
) => api.call('brandDiscount', { context, params: { brandId }, signal });

export const brandDiscountQueryOptions = (context: ShopperContext, brandId: string) =>
  queryOptions({
    queryKey: discountKeys.brand(context, brandId),
    queryFn: ({ signal }) => fetchBrandDiscount(context, brandId, signal),
  });

export const useBrandDiscount = (brandId: string | null) =>
  useQuery({
    ...brandDiscountQueryOptions(useShopperContext(), brandId ?? ''),
    enabled: brandId !== null,
  });
