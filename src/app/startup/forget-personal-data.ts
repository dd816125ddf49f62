import type { QueryClient } from '@tanstack/react-query';
import { addressKeys } from '@/features/account/api/get-addresses';
import { userKeys } from '@/features/account/api/get-user-data';
import { forgetLoginAttempt } from '@/features/account/passwordless/forget-login-attempt';
import { forgetCheckout } from '@/features/checkout/lib/forget-checkout';
import { favoriteKeys } from '@/features/favorites/api/favorite-keys';
import { machineKeys } from '@/features/machines/api/machine-keys';
import { orderKeys } from '@/features/orders/api/order-keys';
import { LANGUAGE_COOKIE } from '@/shared/config/languages';
import { cartKeys } from '@/shared/cart/cart-keys';
import { cookieNames, removeCookie } from '@/shared/lib/cookies';
import { ACCOUNT_TYPE_COOKIE } from '@/shared/shopper/account-type-cookie';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';

/** Preferences, not personal data: they outlive a session. */
const KEPT_COOKIES = new Set([LANGUAGE_COOKIE, ACCOUNT_TYPE_COOKIE]);
/**
 * The auth SDK's own cookies (header token transfer). The SDK removes an ended session's tokens
 * itself; what is left may already be a new session's (a login in another tab), and the SDK may
 * be reading them while it reports the end, so they are never the shop's to drop.
 */
const isAuthCookie = (name: string) => /^(sFrontToken|sAntiCsrf|st-)/.test(name);

/**
 * The one place where a session's end (logout, a refused refresh, a sign-out in another tab; see
 * use-follow-user.ts) makes the shop forget what it kept in this browser about that user, so the
 * next visitor of this tab starts clean:
 * - the user's server data in the query cache: profile, addresses, favourites, machines (a guest's
 *   own machines stay in this browser), orders and order statuses;
 * - the delivery target's address (and the calculations whose key holds it), which would
 *   otherwise go on deciding the totals; the cart's lines stay (the cart belongs to the browser,
 *   docs/decisions/0028-session-end-forgets-user.md);
 * - the checkout's pending order with its status token, the idempotency key, a guest's typed
 *   name, e-mail, address and telephone;
 * - a pending passwordless attempt (it holds the e-mail address);
 * - every cookie but the language and account type (and the auth SDK's own, which it manages);
 * - what the account decided of the shopper context: the account type and delivery country go
 *   back to what the visitor had chosen before logging in (shared/shopper/visitor-choice.ts;
 *   loaded then, so the app's entry does not carry it; a page left before it ran leaves it to the
 *   next start, ./run-startup.ts).
 * The language stays: the visitor chose it on the page, whoever was logged in.
 */
export function forgetPersonalData(queryClient: QueryClient): void {
  for (const queryKey of [
    userKeys.all(),
    addressKeys.all(),
    favoriteKeys.all(),
    machineKeys.all(),
    orderKeys.all(),
    cartKeys.all(),
  ])
    queryClient.removeQueries({ queryKey });
  useDeliveryTargetStore.getState().forgetAddress();
  void import('@/shared/shopper/restore-visitor-choice').then((m) => m.restoreVisitorChoice());
  forgetCheckout();
  forgetLoginAttempt();
  for (const name of cookieNames())
    if (!KEPT_COOKIES.has(name) && !isAuthCookie(name)) removeCookie(name);
}
