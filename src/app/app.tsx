import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { BrandListPlaceholder } from '@/features/catalog/components/brand-list-placeholder';
import messages from '../../locales/nl.json';

/** Composition root. The shell issue replaces this with the router, languages and layout. */
export function App() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <IntlProvider locale="nl-NL" defaultLocale="nl-NL" messages={messages}>
      <QueryClientProvider client={queryClient}>
        <BrandListPlaceholder />
      </QueryClientProvider>
    </IntlProvider>
  );
}
