import { useSearchParams } from 'react-router';
import { safeReturnTo } from '@/shared/config/paths';

/**
 * The page an auth screen should lead back to (`?returnTo=`, same-origin language paths only).
 * Every link between the auth screens passes it on, so a shopper who came from checkout and
 * registers instead of logging in still returns to checkout; the guest-only guard then sends a
 * freshly logged-in user there.
 */
export function useReturnTo(): string | undefined {
  const [search] = useSearchParams();
  return safeReturnTo(search.get('returnTo')) ?? undefined;
}
