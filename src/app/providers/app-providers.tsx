import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import { localeCodes } from '@/shared/config/languages';

/** Messages of the current language; error pages and loaders outside a language route use them too. */
function I18nProvider({ children }: { children: ReactNode }) {
  // The store's current state also while hydrating (zustand would render its initial, empty
  // state then): the messages are loaded before the first render, in Node and in the browser.
  // Not keyed by language: another language re-renders the texts (they are kept as message ids
  // everywhere, also in form errors and toasts) but keeps what the shopper chose or typed.
  const { language, messages } = useSyncExternalStore(
    useI18nStore.subscribe,
    useI18nStore.getState,
    useI18nStore.getState,
  );
  return (
    <IntlProvider locale={localeCodes[language]} defaultLocale="nl-NL" messages={messages}>
      {children}
    </IntlProvider>
  );
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
