import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { PasswordChange } from '@/shared/api/contract/account';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

/**
 * PUT user/password (this project's extension, see docs/api-contract.md): 204 when changed,
 * 422 WRONG_PASSWORD on `oldPassword`, or a policy error on `newPassword`. The session stays.
 */
export const changePassword = (context: ShopperContext, body: PasswordChange) =>
  api.call('changePassword', { context, body });

export function useChangePassword() {
  const context = useShopperContext();
  return useMutation({ mutationFn: (body: PasswordChange) => changePassword(context, body) });
}
