import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { PasswordChange } from '@/shared/api/contract/account';

/**
 * PUT user/password (this project's extension, see the README's API table): 204 when changed,
 * 422 WRONG_PASSWORD on `oldPassword`, or a policy error on `newPassword`. The session stays.
 */
export const changePassword = (body: PasswordChange) => api.call('changePassword', { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
