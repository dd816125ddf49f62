/**
 * What the visitor chose themselves before logging in: the account type (how prices show) and
 * the delivery country. While a session lasts, the account may change both (a business account
 * shows prices excl. VAT, the user's country is used when none was chosen); when the session
 * ends, what came from the account leaves with it and the visitor's own choice comes back, so
 * the next person at this browser does not inherit a business buyer's prices or country.
 *
 * Kept in localStorage (two preferences, nothing personal) so that a reload during the session,
 * or a logout in another tab, still restores it. The record also says whether the account is
 * still in charge: a session's end that the page could not finish restoring (the shopper left at
 * once, the tab was closed, the session ran out while no page was open) is finished by the next
 * start that finds no session. The restoring half is loaded only then (./restore-visitor-choice.ts).
 */
import type { AccountType } from '@/shared/api/contract/constants';
import { useAccountTypeStore } from './account-type-store';
import { useDeliveryTargetStore } from './delivery-target-store';

export const VISITOR_CHOICE_KEY = 'shop-visitor-choice';

export interface VisitorChoice {
  accountType: AccountType;
  countryId: string | null;
}

/** The stored record: the choice, and whether a session's account has taken over since. */
export interface StoredVisitorChoice extends VisitorChoice {
  accountInCharge: boolean;
}

export function storeVisitorChoice(record: StoredVisitorChoice): void {
  try {
    localStorage.setItem(VISITOR_CHOICE_KEY, JSON.stringify(record));
  } catch {
    // Storage refused (private mode, full): the logout then falls back to an unchosen visitor.
  }
}

/** A login in this page: keeps the visitor's choice, before the account changes anything. */
export function rememberVisitorChoice(): void {
  storeVisitorChoice({
    accountType: useAccountTypeStore.getState().accountType,
    countryId: useDeliveryTargetStore.getState().countryId,
    accountInCharge: true,
  });
}

/**
 * The page started and found no session: if the account was still in charge of the context, its
 * session ended without the visitor's choice coming back; it comes back now.
 */
export function finishUnrestoredSessionEnd(): Promise<void> | undefined {
  let inCharge = false;
  try {
    const raw = localStorage.getItem(VISITOR_CHOICE_KEY);
    inCharge =
      raw !== null && (JSON.parse(raw) as { accountInCharge?: unknown }).accountInCharge === true;
  } catch {
    // Unreadable storage: nothing was kept, so nothing is pending.
  }
  if (!inCharge) return undefined;
  return import('./restore-visitor-choice').then((m) => m.restoreVisitorChoice());
}
