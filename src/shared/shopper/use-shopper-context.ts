import { useMemo } from 'react';
import { useParams } from 'react-router';
import { languageOrDefault, type Language } from '@/shared/config/languages';
import { useAccountTypeStore } from './account-type-store';
import { useDeliveryTargetStore } from './delivery-target-store';
import type { ShopperContext } from './shopper-context';

/** The language of the route being shown (`/:lang/…`); the default outside a language route. */
export function useLanguage(): Language {
  return languageOrDefault(useParams().lang);
}

/**
 * The shopper's context for a screen. The language is the shown route's: while a navigation to
 * another language loads, the old page keeps its own context (and its cached answers) until the
 * new one is ready, so no query of the old page is started, or cancelled, half-way.
 */
export function useShopperContext(): ShopperContext {
  const locale = useLanguage();
  const accountType = useAccountTypeStore((state) => state.accountType);
  const countryId = useDeliveryTargetStore((state) => state.countryId);
  return useMemo(() => ({ locale, accountType, countryId }), [locale, accountType, countryId]);
}

/** The same context outside React (route loaders, the startup), for a language they know. */
export function shopperContextFor(locale: Language): ShopperContext {
  return {
    locale,
    accountType: useAccountTypeStore.getState().accountType,
    countryId: useDeliveryTargetStore.getState().countryId,
  };
}
