import { useAccountTypeStore } from '@/features/locale/stores/account-type-store';
import { connectRequestContext } from '../providers/connect-request-context';

/**
 * What must hold before the router runs its first loaders: the request context follows the
 * client stores, and the account type comes from its cookie, so a business buyer's first page is
 * fetched (and cached) at business prices. Browser only: it reads a cookie.
 */
export function prepareClientState(): void {
  connectRequestContext();
  useAccountTypeStore.getState().restoreFromCookie();
}
