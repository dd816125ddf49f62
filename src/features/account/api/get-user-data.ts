import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import {
  contextFromMeta,
  contextMeta,
  type ShopperContext,
} from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

export const userKeys = {
  all: () => ['user'] as const,
  data: (userId: string) => [...userKeys.all(), 'data', userId] as const,
};

export const fetchUserData = (context: ShopperContext, signal?: AbortSignal) =>
  api.call('userData', { context, signal });

export const userDataQueryOptions = (context: ShopperContext, userId: string) =>
  queryOptions({
    // The same in every language and country: keyed by the user alone (see contextMeta).
    queryKey: userKeys.data(userId),
    meta: contextMeta(context),
    queryFn: ({ signal, meta }) => fetchUserData(contextFromMeta(meta), signal),
  });

export const useUserData = (userId: string | null) =>
  useQuery({
    ...userDataQueryOptions(useShopperContext(), userId ?? ''),
    enabled: userId !== null,
  });
