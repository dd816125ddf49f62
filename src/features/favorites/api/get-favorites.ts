import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { favoriteKeys } from './favorite-keys';

/** GET favorites: the families the logged-in user marked, newest first. */
export const fetchFavorites = (context: ShopperContext, signal?: AbortSignal) =>
  api.call('favorites', { context, signal });

export const favoritesQueryOptions = (context: ShopperContext) =>
  queryOptions({
    queryKey: favoriteKeys.list(context),
    queryFn: ({ signal }) => fetchFavorites(context, signal),
  });

/** Only with a session: a guest has no favourites and the call would answer 401. */
export const useFavorites = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...favoritesQueryOptions(useShopperContext()), enabled });
