import type { RequestContext } from '@/shared/api/client';

/** The favourites list is priced and named for the buyer: the request context is in the key. */
export const favoriteKeys = {
  all: () => ['favorites'] as const,
  list: (context: RequestContext) => [...favoriteKeys.all(), 'list', context] as const,
};
