/**
 * Renders the whole shop (routes, providers, startup) at a URL, against the demo API's handlers,
 * as integration tests by route need it.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router/routes';
import { AppProviders } from '@/app/providers/app-providers';
import { createQueryClient } from '@/app/providers/query-client';
import { loadMessages } from '@/features/locale/lib/load-messages';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import { isLanguage, type Language } from '@/shared/config/languages';

export async function renderApp(url: string, options: { language?: Language } = {}) {
  const fromPath = url.split('/')[1];
  const language = options.language ?? (isLanguage(fromPath) ? fromPath : 'nl');
  useI18nStore.getState().setMessages(language, await loadMessages(language));
  const queryClient = createQueryClient({ retry: 0 });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
