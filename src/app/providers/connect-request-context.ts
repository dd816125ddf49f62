import { useAccountTypeStore } from '@/features/locale/stores/account-type-store';
import { useLocaleStore } from '@/features/locale/stores/locale-store';
import { setRequestContext } from '@/shared/api/request-context';

let connected = false;

/**
 * Mirrors language, country and account type into the API's request context, once per page load
 * and before the router starts (route loaders fetch with it). Only what changed is copied: the
 * language loader sets the route's language in the context itself, ahead of the locale store.
 */
export function connectRequestContext(): void {
  if (connected) return;
  connected = true;
  const { language, countryId } = useLocaleStore.getState();
  setRequestContext({
    locale: language,
    countryId,
    accountType: useAccountTypeStore.getState().accountType,
  });
  useLocaleStore.subscribe((state, previous) => {
    if (state.language !== previous.language) setRequestContext({ locale: state.language });
    if (state.countryId !== previous.countryId) setRequestContext({ countryId: state.countryId });
  });
  useAccountTypeStore.subscribe((state, previous) => {
    if (state.accountType !== previous.accountType)
      setRequestContext({ accountType: state.accountType });
  });
}
