/**
 * What the visitor chose themselves before logging in: the account type (how prices show) and
 * the delivery country. While a session lasts, the account may change both (a business account
 * shows prices excl. VAT, the user's country is used when none was chosen); when the session
 * ends, what came from the account leaves with it and the visitor's own choice comes back, so
 * the next person at this browser does not inherit a business buyer's prices or country.
 *
 * Kept in localStorage (two preferences, nothing personal) so that a reload during the session,
 * or a logout in another tab, still restores it.
 */
import type { AccountType } from '@/shared/api/contract/constants';
import { useAccountTypeStore } from './account-type-store';
import { normaliseAccountType } from './account-type-cookie';
import { useDeliveryTargetStore } from './delivery-target-store';

const STORAGE_KEY = 'shop-visitor-choice';

interface VisitorChoice {
  accountType: AccountType;
  countryId: string | null;
}

/** A logged-out visitor who never chose: what the shop starts with. */
const UNCHOSEN: VisitorChoice = { accountType: 'personal', countryId: null };

function read(): VisitorChoice | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const stored = JSON.parse(raw) as Partial<Record<keyof VisitorChoice, unknown>>;
    return {
      accountType: normaliseAccountType(stored.accountType),
      countryId:
        typeof stored.countryId === 'string' && /^[A-Z]{2}$/.test(stored.countryId)
          ? stored.countryId
          : null,
    };
  } catch {
    return null;
  }
}

/** A login in this page: keeps the visitor's choice, before the account changes anything. */
export function rememberVisitorChoice(): void {
  const choice: VisitorChoice = {
    accountType: useAccountTypeStore.getState().accountType,
    countryId: useDeliveryTargetStore.getState().countryId,
  };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage refused (private mode, full): the logout then falls back to an unchosen visitor.
  }
}

/**
 * The session ended: the visitor's own choice is back, or, when it was never kept (storage
 * cleared during the session), the shop's start, so nothing of the account stays. The choice is
 * kept until the next login replaces it: a session's end may be reported twice (the SDK's event
 * and the session state), and both must restore the same.
 */
export function restoreVisitorChoice(): void {
  const choice = read() ?? UNCHOSEN;
  useAccountTypeStore.getState().setAccountType(choice.accountType);
  const target = useDeliveryTargetStore.getState();
  if (choice.countryId === null) target.clearCountry();
  else target.setCountry(choice.countryId);
}
