import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { isApiError } from '@/shared/api/api-error';
import type { Address } from '@/shared/api/contract/account';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { showToast } from '@/shared/ui/toast/toast-store';
import { addressKeys } from '../../api/get-addresses';
import { withSavedAddress } from './address-list';

/** Requirements §9.5: setting the main address fails with 'Address not found'. */
export class AddressNotFoundError extends Error {
  override readonly name = 'AddressNotFoundError';
  constructor() {
    super('Address not found');
  }
}

/**
 * PUT addresses/{id} with the address as it is, flagged default-delivery; the API unflags the
 * others. An id outside the list, or one a colleague has just deleted (404), is not found.
 */
export async function setMainAddress(
  context: ShopperContext,
  addresses: readonly Address[],
  id: string,
): Promise<Address> {
  const target = addresses.find((address) => address.id === id);
  if (!target) throw new AddressNotFoundError();
  const { id: _id, ...input } = target;
  try {
    return await api.call('updateAddress', {
      context,
      params: { id },
      body: { ...input, isDefaultDelivery: true },
    });
  } catch (error) {
    if (isApiError(error) && error.isNotFound) throw new AddressNotFoundError();
    throw error;
  }
}

export function useMakeMainAddress(userId: string) {
  const queryClient = useQueryClient();
  const context = useShopperContext();
  const key = addressKeys.list(userId);
  return useMutation({
    mutationFn: (id: string) =>
      setMainAddress(context, queryClient.getQueryData<Address[]>(key) ?? [], id),
    onSuccess: (saved) => {
      queryClient.setQueryData<Address[]>(key, (list) => withSavedAddress(list ?? [], saved));
      showToast({ tone: 'success', title: { id: 'addresses.main.changed' } });
    },
    onError: (error) =>
      showToast({
        tone: 'error',
        title: {
          id:
            error instanceof AddressNotFoundError ? 'addresses.notFound' : 'addresses.main.failed',
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
