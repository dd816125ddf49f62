import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { UserDataUpdate } from '@/shared/api/contract/account';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { userKeys } from '../../api/get-user-data';

/** PUT user/data: answers the updated user (with the display name the server derives). */
export const updateUserData = (context: ShopperContext, body: UserDataUpdate) =>
  api.call('updateUserData', { context, body });

/**
 * Saves the profile and puts the server's answer straight into the user-data cache, so every
 * reader (this page, the contact page, the personal discount note) shows the new name at once.
 */
export function useUpdateUserData(userId: string) {
  const queryClient = useQueryClient();
  const context = useShopperContext();
  return useMutation({
    mutationFn: (body: UserDataUpdate) => updateUserData(context, body),
    onSuccess: (user) => queryClient.setQueryData(userKeys.data(userId), user),
  });
}
