import { create } from 'zustand';
import { accountTypes, type AccountType } from '@/shared/api/contract/constants';
import { readCookie, writeCookie } from '@/shared/lib/cookies';

/** Kept in a cookie and sent as `x-account-type` with every call (spec §3). */
export const ACCOUNT_TYPE_COOKIE = 'accountType';
const COOKIE_DAYS = 365;

/** Any value other than personal or business resets to personal (spec §4). */
export const normaliseAccountType = (value: unknown): AccountType =>
  (accountTypes as readonly unknown[]).includes(value) ? (value as AccountType) : 'personal';

interface AccountTypeState {
  accountType: AccountType;
  setAccountType: (value: unknown) => void;
  toggle: () => void;
  /** Reads the cookie: called at start, after the stored state is restored. */
  restoreFromCookie: () => void;
}

export const useAccountTypeStore = create<AccountTypeState>()((set, get) => ({
  accountType: 'personal',
  setAccountType: (value) => {
    const accountType = normaliseAccountType(value);
    writeCookie(ACCOUNT_TYPE_COOKIE, accountType, COOKIE_DAYS);
    set({ accountType });
  },
  toggle: () => get().setAccountType(get().accountType === 'personal' ? 'business' : 'personal'),
  restoreFromCookie: () => {
    const stored = readCookie(ACCOUNT_TYPE_COOKIE);
    const accountType = normaliseAccountType(stored);
    if (stored !== accountType) writeCookie(ACCOUNT_TYPE_COOKIE, accountType, COOKIE_DAYS);
    set({ accountType });
  },
}));
