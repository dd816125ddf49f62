import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { Address } from '@/shared/api/contract/account';

export const addressKeys = {
  all: () => ['addresses'] as const,
  list: (userId: string) => [...addressKeys.all(), 'list', userId] as const,
};

export const fetchAddresses = (signal?: AbortSignal) => api.call('addresses', { signal });

export const addressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: addressKeys.list(userId),
    queryFn: ({ signal }) => fetchAddresses(signal),
  });

export const useAddresses = (userId: string | null) =>
  useQuery({ ...addressesQueryOptions(userId ?? ''), enabled: userId !== null });

/** The main address: the one flagged default-delivery, else the first (spec §3). */
export const mainAddress = (addresses: Address[]): Address | undefined =>
  addresses.find((a) => a.isDefaultDelivery) ?? addresses[0];
