import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ProductResult } from '@/shared/api/contract/products';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { showToast } from '@/shared/ui/toast/toast-store';
import { favoriteKeys } from './favorite-keys';

export interface ToggleFavoriteInput {
  family: ProductResult;
  /** true: mark (PUT favorites/{familyId}); false: unmark (DELETE). */
  favorite: boolean;
}

/** PUT or DELETE favorites/{familyId}; both answer 204 and are idempotent. */
export const setFavorite = (context: ShopperContext, { family, favorite }: ToggleFavoriteInput) =>
  api.call(favorite ? 'addFavorite' : 'removeFavorite', {
    context,
    params: { productId: family.id },
  });

/**
 * Marks or unmarks a family optimistically (TanStack's pattern): the list changes at once, is put
 * back if the server refuses, and is fetched again either way so it matches the server.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const context = useShopperContext();
  const key = favoriteKeys.list(context);
  return useMutation({
    mutationFn: (input: ToggleFavoriteInput) => setFavorite(context, input),
    onMutate: async ({ family, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoriteKeys.all() });
      const previous = queryClient.getQueryData<ProductResult[]>(key);
      const others = (previous ?? []).filter((item) => item.id !== family.id);
      queryClient.setQueryData<ProductResult[]>(key, favorite ? [family, ...others] : others);
      return { previous };
    },
    onError: (_error, _input, snapshot) => {
      if (snapshot?.previous) queryClient.setQueryData(key, snapshot.previous);
      showToast({ tone: 'error', title: { id: 'favorites.error' } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all() }),
  });
}
