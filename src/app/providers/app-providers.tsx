import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import { localeCodes } from '@/shared/config/languages';

/** Messages of the current language; error pages and loaders outside a language route use them too. */
function I18nProvider({ children }: { children: ReactNode }) {
  const language = useI18nStore((state) => state.language);
  const messages = useI18nStore((state) => state.messages);
  return (
    <IntlProvider
      locale={localeCodes[language]}
      defaultLocale="nl-NL"
      messages={messages}
      key={language}
    >
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
