import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { CompanyJoinRequest } from '@/shared/api/contract/account';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { userKeys } from '../../api/get-user-data';
import { loadAuthSdk } from '../../session/auth-sdk';

/**
 * POST company/join: the user becomes a user of an existing company account. Their session's
 * claims (account type, permissions) are read when it is refreshed, so it is refreshed at once;
 * the user data then loads again and the shop follows them to business prices.
 */
export function useJoinCompany(userId: string) {
  const queryClient = useQueryClient();
  const context = useShopperContext();
  return useMutation({
    mutationFn: async (body: CompanyJoinRequest) => {
      const company = await api.call('joinCompany', { context, body });
      const { Session } = await loadAuthSdk();
      await Session.attemptRefreshingSession();
      return company;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.data(userId) }),
  });
}
