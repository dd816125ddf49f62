import { useAccountTypeStore } from '@/features/locale/stores/account-type-store';
import { useLocaleStore } from '@/features/locale/stores/locale-store';
import { setRequestContext } from '@/shared/api/request-context';

/** Mirrors language, country and account type into the API's request context. Returns an unsubscribe. */
export function connectRequestContext(): () => void {
  const syncLocale = () => {
    const { language, countryId } = useLocaleStore.getState();
    setRequestContext({ locale: language, countryId });
  };
  const syncAccountType = () =>
    setRequestContext({ accountType: useAccountTypeStore.getState().accountType });
  syncLocale();
  syncAccountType();
  const offLocale = useLocaleStore.subscribe(syncLocale);
  const offAccount = useAccountTypeStore.subscribe(syncAccountType);
  return () => {
    offLocale();
    offAccount();
  };
}
