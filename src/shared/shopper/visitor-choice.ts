/**
 * What the visitor chose themselves before logging in: the account type (how prices show) and
 * the delivery country. While a session lasts, the account may change both (a business account
 * shows prices excl. VAT, the user's country is used when none was chosen); when the session
 * ends, what came from the account leaves with it and the visitor's own choice comes back, so
 * the next person at this browser does not inherit a business buyer's prices or country.
 *
 * Kept in localStorage (two preferences, nothing personal) so that a reload during the session,
 * or a logout in another tab, still restores it. The restoring half is loaded only when a session
 * ends (./restore-visitor-choice.ts).
 */
import type { AccountType } from '@/shared/api/contract/constants';
import { useAccountTypeStore } from './account-type-store';
import { useDeliveryTargetStore } from './delivery-target-store';

export const VISITOR_CHOICE_KEY = 'shop-visitor-choice';

export interface VisitorChoice {
  accountType: AccountType;
  countryId: string | null;
}

/** A login in this page: keeps the visitor's choice, before the account changes anything. */
export function rememberVisitorChoice(): void {
  const choice: VisitorChoice = {
    accountType: useAccountTypeStore.getState().accountType,
    countryId: useDeliveryTargetStore.getState().countryId,
  };
  try {
    localStorage.setItem(VISITOR_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Storage refused (private mode, full): the logout then falls back to an unchosen visitor.
  }
}
