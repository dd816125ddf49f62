/**
 * The shopper's context: the language (from the URL), the account type and the delivery country
 * (from their stores). Names depend on the language, prices on account type and country, so every
 * call carries the context as headers and every query key that depends on it holds it.
 *
 * `scopeOf` is the one function that turns a context into both: a fetcher receives the context as
 * an argument, its key factory and the client call it with that same value, so a key can never
 * hold an answer fetched in another context.
 */
import type { AccountType, Locale } from '@/shared/api/contract/constants';

export interface ShopperContext {
  locale: Locale;
  accountType: AccountType;
  /** The delivery country's id (`x-country-code`), or null until one is chosen. */
  countryId: string | null;
}

export interface ShopperScope {
  /** The context's part of a query key (a plain tuple: stable, and cheap to compare). */
  key: readonly [locale: Locale, accountType: AccountType, countryId: string | null];
  /** The shop's headers of requirements §14.2. */
  headers: Record<'x-account-type' | 'x-locale' | 'x-country-code', string>;
}

/**
 * For an answer that is the same in every shopper context (the user's own data): its query passes
 * the context along in `meta`, so its calls carry the headers while its key holds the user alone
 * and a language or country switch neither refetches nor blanks it.
 */
export const contextMeta = (context: ShopperContext) => ({ context });

export function contextFromMeta(meta: Record<string, unknown> | undefined): ShopperContext {
  const context = meta?.context as ShopperContext | undefined;
  if (!context) throw new Error('The query has no shopper context in its meta');
  return context;
}

export function scopeOf({ locale, accountType, countryId }: ShopperContext): ShopperScope {
  return {
    key: [locale, accountType, countryId],
    headers: {
      'x-account-type': accountType,
      'x-locale': locale,
      'x-country-code': countryId ?? 'null',
    },
  };
}
