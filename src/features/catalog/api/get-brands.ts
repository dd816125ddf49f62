import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { Locale } from '@/shared/api/contract/common';
import { useRequestContext } from '@/shared/api/request-context';

export const brandKeys = {
  all: () => ['brands'] as const,
  list: (locale: Locale) => [...brandKeys.all(), 'list', locale] as const,
};

/** GET brands, without the brands that have no name (spec §3). */
export async function fetchBrands(signal?: AbortSignal) {
  const brands = await api.call('brands', { signal });
  return brands.filter((brand) => brand.name.trim() !== '');
}

export const brandsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: brandKeys.list(locale), queryFn: ({ signal }) => fetchBrands(signal) });

export const useBrands = () => useQuery(brandsQueryOptions(useRequestContext().locale));
