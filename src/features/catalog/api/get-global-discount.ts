import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { AccountType } from '@/shared/api/contract/common';
import { useRequestContext } from '@/shared/api/request-context';

export const discountKeys = {
  all: () => ['discount'] as const,
  global: (accountType: AccountType) => [...discountKeys.all(), 'global', accountType] as const,
};

export const fetchGlobalDiscount = (signal?: AbortSignal) => api.call('globalDiscount', { signal });

export const globalDiscountQueryOptions = (accountType: AccountType) =>
  queryOptions({
    queryKey: discountKeys.global(accountType),
    queryFn: ({ signal }) => fetchGlobalDiscount(signal),
  });

export const useGlobalDiscount = () =>
  useQuery(globalDiscountQueryOptions(useRequestContext().accountType));
