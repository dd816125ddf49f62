import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { Address } from '@/shared/api/contract/account';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { showToast } from '@/shared/ui/toast/toast-store';
import { addressKeys } from '../../api/get-addresses';
import { withoutAddress } from './address-list';

export const deleteAddress = (context: ShopperContext, id: string): Promise<void> =>
  api.call('deleteAddress', { context, params: { id } });

/**
 * DELETE addresses/{id}, then the green 'Address deleted' toast (requirements §9.5). A failure is shown
 * by the confirmation dialog, which stays open. Deleting the main address moves the flag on the
 * server, so the list is fetched again.
 */
export function useDeleteAddress(userId: string) {
  const queryClient = useQueryClient();
  const context = useShopperContext();
  const key = addressKeys.list(userId);
  return useMutation({
    mutationFn: (id: string) => deleteAddress(context, id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Address[]>(key, (list) => withoutAddress(list ?? [], id));
      showToast({
        tone: 'success',
        title: { id: 'addresses.deleted.title' },
        text: { id: 'addresses.deleted.text' },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
