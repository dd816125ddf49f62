/**
 * The session ended: the visitor's own choice comes back (./visitor-choice.ts). Loaded on the
 * session's end only.
 */
import { normaliseAccountType } from './account-type-cookie';
import { useAccountTypeStore } from './account-type-store';
import { useDeliveryTargetStore } from './delivery-target-store';
import { storeVisitorChoice, VISITOR_CHOICE_KEY, type VisitorChoice } from './visitor-choice';

/** A logged-out visitor who never chose: what the shop starts with. */
const UNCHOSEN: VisitorChoice = { accountType: 'personal', countryId: null };

function read(): VisitorChoice | null {
  try {
    const raw = localStorage.getItem(VISITOR_CHOICE_KEY);
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

/**
 * The session ended: the visitor's own choice is back, or, when it was never kept (storage
 * cleared during the session), the shop's start, so nothing of the account stays. The choice is
 * kept until the next login replaces it: a session's end may be reported twice (the SDK's event
 * and the session state), and both must restore the same. It is marked restored, so a later
 * start without a session leaves the visitor's changes since alone.
 */
export function restoreVisitorChoice(): void {
  const choice = read() ?? UNCHOSEN;
  storeVisitorChoice({ ...choice, accountInCharge: false });
  useAccountTypeStore.getState().setAccountType(choice.accountType);
  const target = useDeliveryTargetStore.getState();
  if (choice.countryId === null) target.clearCountry();
  else target.setCountry(choice.countryId);
}
