import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { Locale } from '@/shared/api/contract/common';
import { useRequestContext } from '@/shared/api/request-context';
import { brandKeys } from './get-brands';

/** GET brands/{brandId}/types: a brand's machine models. A failure leaves an empty list (spec §8). */
export const fetchBrandTypes = (brandId: string, signal?: AbortSignal) =>
  api.call('brandTypes', { params: { brandId }, signal });

export const brandTypesQueryOptions = (locale: Locale, brandId: string) =>
  queryOptions({
    queryKey: [...brandKeys.all(), 'types', locale, brandId] as const,
    queryFn: ({ signal }) => fetchBrandTypes(brandId, signal),
  });

export const useBrandTypes = (brandId: string | null) =>
  useQuery({
    ...brandTypesQueryOptions(useRequestContext().locale, brandId ?? ''),
    enabled: brandId !== null,
  });
