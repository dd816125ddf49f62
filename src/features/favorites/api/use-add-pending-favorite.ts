import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/shared/api/api';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { showToast } from '@/shared/ui/toast/toast-store';
import { takePendingFavorite } from '../stores/pending-favorite';
import { favoriteKeys } from './favorite-keys';

/**
 * Once a session is there, adds the favourite the guest asked for before logging in
 * (../stores/pending-favorite.ts): PUT favorites/{productId}, then the list is asked for again,
 * so every heart and the favourites page show it. Mounted for the whole app (not by the heart),
 * because a registration ends on its own page and only then returns to the product.
 */
export function useAddPendingFavorite(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  const context = useShopperContext();

  // Taking the wish forgets it: a later change of context (the user's own account type follows
  // the login) runs this again and finds nothing, so the product is added once.
  useEffect(() => {
    if (!loggedIn) return;
    const productId = takePendingFavorite();
    if (!productId) return;
    const key = { queryKey: favoriteKeys.all() };
    void api
      .call('addFavorite', { context, params: { productId } })
      .catch(() => showToast({ tone: 'error', title: { id: 'favorites.error' } }))
      .then(async () => {
        // The heart asks for the list as the session arrives, beside this PUT, and its answer may
        // predate it. An invalidation would join that first request rather than start another
        // (TanStack refetches anew only a query that has data), so it is cancelled first.
        await queryClient.cancelQueries(key);
        await queryClient.invalidateQueries(key);
      });
  }, [loggedIn, context, queryClient]);
}
