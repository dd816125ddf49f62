import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { brandKeys } from './get-brands';

/** GET brands/{brandId}/types: a brand's machine models. A failure leaves an empty list. */
export const fetchBrandTypes = (context: ShopperContext, brandId: string, signal?: AbortSignal) =>
  api.call('brandTypes', { context, params: { brandId }, signal });

export const brandTypesQueryOptions = (context: ShopperContext, brandId: string) =>
  queryOptions({
    queryKey: brandKeys.types(context, brandId),
    queryFn: ({ signal }) => fetchBrandTypes(context, brandId, signal),
  });

export const useBrandTypes = (brandId: string | null) =>
  useQuery({
    ...brandTypesQueryOptions(useShopperContext(), brandId ?? ''),
    enabled: brandId !== null,
  });
