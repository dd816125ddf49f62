import { scopeOf, type ShopperContext } from '@/shared/shopper/shopper-context';

/** The favourites list is priced and named for the buyer: the shopper context is in the key. */
export const favoriteKeys = {
  all: () => ['favorites'] as const,
  list: (context: ShopperContext) =>
    [...favoriteKeys.all(), 'list', ...scopeOf(context).key] as const,
};
