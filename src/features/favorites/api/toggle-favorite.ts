import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ProductResult } from '@/shared/api/contract/products';
import { useRequestContext } from '@/shared/api/request-context';
import { showToast } from '@/shared/ui/toast/toast-store';
import { favoriteKeys } from './favorite-keys';

export interface ToggleFavoriteInput {
  family: ProductResult;
  /** true: mark (PUT favorites/{familyId}); false: unmark (DELETE). */
  favorite: boolean;
}

/** PUT or DELETE favorites/{familyId}; both answer 204 and are idempotent. */
export const setFavorite = ({ family, favorite }: ToggleFavoriteInput) =>
  api.call(favorite ? 'addFavorite' : 'removeFavorite', { params: { productId: family.id } });

/**
 * Marks or unmarks a family optimistically (TanStack's pattern): the list changes at once, is put
 * back if the server refuses, and is fetched again either way so it matches the server.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const key = favoriteKeys.list(useRequestContext());
  return useMutation({
    mutationFn: setFavorite,
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
