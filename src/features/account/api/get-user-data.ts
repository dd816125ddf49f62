import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { scopeOf, type ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

export const userKeys = {
  all: () => ['user'] as const,
  data: (context: ShopperContext, userId: string) =>
    [...userKeys.all(), 'data', userId, ...scopeOf(context).key] as const,
};

export const fetchUserData = (context: ShopperContext, signal?: AbortSignal) =>
  api.call('userData', { context, signal });

export const userDataQueryOptions = (context: ShopperContext, userId: string) =>
  queryOptions({
    queryKey: userKeys.data(context, userId),
    queryFn: ({ signal }) => fetchUserData(context, signal),
  });

export const useUserData = (userId: string | null) =>
  useQuery({
    ...userDataQueryOptions(useShopperContext(), userId ?? ''),
    enabled: userId !== null,
  });
