import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { showToast } from '@/shared/ui/toast/toast-store';
import { takePendingFavorite } from '../stores/pending-favorite';
import { favoriteKeys } from './favorite-keys';

/**
 * Adds the favourite a guest asked for before logging in (../stores/pending-favorite.ts), if
 * any: PUT favorites/{productId}, then the list is asked for again, so every heart and the
 * favourites page show it. Taking the wish forgets it, so it is added once.
 */
export async function addPendingFavorite(
  queryClient: QueryClient,
  context: ShopperContext,
): Promise<void> {
  const productId = takePendingFavorite();
  if (!productId) return;
  try {
    await api.call('addFavorite', { context, params: { productId } });
  } catch {
    showToast({ tone: 'error', title: { id: 'favorites.error' } });
  }
  // The heart asks for the list as the session arrives, beside this PUT, and its answer may
  // predate it. An invalidation would join that first request rather than start another
  // (TanStack refetches anew only a query that has data), so it is cancelled first.
  const key = { queryKey: favoriteKeys.all() };
  await queryClient.cancelQueries(key);
  await queryClient.invalidateQueries(key);
}
