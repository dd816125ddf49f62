import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { AccountType } from '@/shared/api/contract/common';
import { useRequestContext } from '@/shared/api/request-context';
import { discountKeys } from './get-global-discount';

/** GET discount/brands/{brandId}: the brand's discount, or null. */
export const fetchBrandDiscount = (brandId: string, signal?: AbortSignal) =>
  api.call('brandDiscount', { params: { brandId }, signal });

export const brandDiscountQueryOptions = (accountType: AccountType, brandId: string) =>
  queryOptions({
    queryKey: [...discountKeys.all(), 'brand', accountType, brandId] as const,
    queryFn: ({ signal }) => fetchBrandDiscount(brandId, signal),
  });

export const useBrandDiscount = (brandId: string | null) =>
  useQuery({
    ...brandDiscountQueryOptions(useRequestContext().accountType, brandId ?? ''),
    enabled: brandId !== null,
  });
