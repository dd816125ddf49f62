import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { RequestContext } from '@/shared/api/client';
import { useRequestContext } from '@/shared/api/request-context';
import { favoriteKeys } from './favorite-keys';

/** GET favorites: the families the logged-in user marked, newest first. */
export const fetchFavorites = (signal?: AbortSignal) => api.call('favorites', { signal });

export const favoritesQueryOptions = (context: RequestContext) =>
  queryOptions({
    queryKey: favoriteKeys.list(context),
    queryFn: ({ signal }) => fetchFavorites(signal),
  });

/** Only with a session: a guest has no favourites and the call would answer 401. */
export const useFavorites = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...favoritesQueryOptions(useRequestContext()), enabled });
