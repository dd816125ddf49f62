import { create } from 'zustand';
import type { AccountType } from '@/shared/api/contract/constants';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import { ACCOUNT_TYPE_COOKIE, normaliseAccountType } from './account-type-cookie';

const COOKIE_DAYS = 365;

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
