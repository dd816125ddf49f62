import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

/**
 * Once a session is there, adds the favourite the guest asked for before logging in
 * (./add-pending-favorite.ts). Mounted for the whole shop (not by the heart), because a
 * registration ends on its own page and only then returns to the product. The work is loaded
 * only with a session: the app's first chunk carries this hook alone.
 */
export function useAddPendingFavorite(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  const context = useShopperContext();
  // A later change of context (the user's own account type follows the login) runs this again
  // and finds no wish left.
  useEffect(() => {
    if (!loggedIn) return;
    void import('./add-pending-favorite')
      .then(({ addPendingFavorite }) => addPendingFavorite(queryClient, context))
      // Its code could not load (offline, a new deploy): the wish stays for the next try.
      .catch(() => undefined);
  }, [loggedIn, context, queryClient]);
}
