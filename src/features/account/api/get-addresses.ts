import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { Address } from '@/shared/api/contract/account';
import {
  contextFromMeta,
  contextMeta,
  type ShopperContext,
} from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

export const addressKeys = {
  all: () => ['addresses'] as const,
  list: (userId: string) => [...addressKeys.all(), 'list', userId] as const,
};

export const fetchAddresses = (context: ShopperContext, signal?: AbortSignal) =>
  api.call('addresses', { context, signal });

export const addressesQueryOptions = (context: ShopperContext, userId: string) =>
  queryOptions({
    // The same in every language and country: keyed by the user alone (see contextMeta).
    queryKey: addressKeys.list(userId),
    meta: contextMeta(context),
    queryFn: ({ signal, meta }) => fetchAddresses(contextFromMeta(meta), signal),
  });

export const useAddresses = (userId: string | null) =>
  useQuery({
    ...addressesQueryOptions(useShopperContext(), userId ?? ''),
    enabled: userId !== null,
  });

/** The main address: the one flagged default-delivery, else the first (requirements §9.5). */
export const mainAddress = (addresses: Address[]): Address | undefined =>
  addresses.find((a) => a.isDefaultDelivery) ?? addresses[0];
