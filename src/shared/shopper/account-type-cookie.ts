import { accountTypes, type AccountType } from '@/shared/api/contract/constants';
import { readCookie } from '@/shared/lib/cookies';

/** Kept in a cookie and sent as `x-account-type` with every call (requirements §3.1). */
export const ACCOUNT_TYPE_COOKIE = 'accountType';

/** Any value other than personal or business resets to personal (requirements §3.1). */
export const normaliseAccountType = (value: unknown): AccountType =>
  (accountTypes as readonly unknown[]).includes(value) ? (value as AccountType) : 'personal';

/** The account type the cookie holds, normalised; without the store, for the early scripts. */
export const accountTypeFromCookie = (cookies?: string): AccountType =>
  normaliseAccountType(readCookie(ACCOUNT_TYPE_COOKIE, cookies));
