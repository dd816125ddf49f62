import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { Address, AddressInput } from '@/shared/api/contract/account';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { addressKeys } from '../../api/get-addresses';
import { withSavedAddress } from './address-list';

export interface SaveAddressInput {
  /** The address to change (PUT addresses/{id}), or null to add one (POST addresses). */
  id: string | null;
  values: AddressInput;
}

export const saveAddress = (
  context: ShopperContext,
  { id, values }: SaveAddressInput,
): Promise<Address> =>
  id === null
    ? api.call('addAddress', { context, body: values })
    : api.call('updateAddress', { context, params: { id }, body: values });

/**
 * Adds or changes an address (the API's updateAddress). A failure rejects `mutateAsync`
 * (requirements §11.1), so the form that called it keeps its values and shows why. The list is fetched
 * again afterwards: unflagging the main address hands the flag to another one on the server.
 */
export function useSaveAddress(userId: string) {
  const queryClient = useQueryClient();
  const context = useShopperContext();
  const key = addressKeys.list(userId);
  return useMutation({
    mutationFn: (input: SaveAddressInput) => saveAddress(context, input),
    onSuccess: (saved) =>
      queryClient.setQueryData<Address[]>(key, (list) => withSavedAddress(list ?? [], saved)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
