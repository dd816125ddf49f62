/**
 * The context every API call carries (x-account-type, x-locale, x-country-code) and every query
 * key that depends on it includes. Shared code cannot import the locale or account features, so
 * the app mirrors their state into this store (src/app/providers/connect-request-context.ts).
 */
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { RequestContext } from './client';

export const useRequestContextStore = create<RequestContext>()(() => ({
  accountType: 'personal',
  locale: 'nl',
  countryId: null,
}));

export function getRequestContext(): RequestContext {
  const { accountType, locale, countryId } = useRequestContextStore.getState();
  return { accountType, locale, countryId };
}

export function setRequestContext(patch: Partial<RequestContext>): void {
  useRequestContextStore.setState(patch);
}

/** The current context, for query keys: a change refetches what depends on it. */
export function useRequestContext(): RequestContext {
  return useRequestContextStore(
    useShallow(({ accountType, locale, countryId }) => ({ accountType, locale, countryId })),
  );
}
