/**
 * Renders the whole shop (routes, providers, startup) at a URL, against the demo API's handlers,
 * as integration tests by route need it.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '@/app/router/routes';
import { prepareClientState } from '@/app/startup/prepare-client-state';
import { AppProviders } from '@/app/providers/app-providers';
import { createQueryClient } from '@/app/providers/query-client';
import { loadMessages } from '@/features/locale/lib/load-messages';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import { useSessionStore } from '@/features/account/session/session-store';
import { useCartStore } from '@/shared/cart/cart-store';
import { useCountryPromptStore } from '@/features/locale/stores/country-prompt-store';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { isLanguage, type Language } from '@/shared/config/languages';
import { useToastStore } from '@/shared/ui/toast/toast-store';

/** Client state lives in module-level stores; each rendered app starts from a fresh page's state. */
function resetClientState() {
  useToastStore.getState().clear();
  useSessionStore.setState({ status: 'unknown', userId: null });
  useDeliveryTargetStore.setState({ countryId: null, addressId: null, address: null });
  useCountryPromptStore.setState({ open: false });
  useCartStore.setState({ items: [], lastAddedProductId: null });
  sessionStorage.clear();
  localStorage.clear();
  // The auth SDK keeps its session state in cookies (docs/auth-protocol.md §2.2); a test's own
  // cookies (language, account type, a front token it planted) are its starting point and stay.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name && /^(st-|sAntiCsrf)/.test(name))
      document.cookie = `${name}=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/`;
  }
}

export async function renderApp(url: string, options: { language?: Language } = {}) {
  resetClientState();
  const fromPath = url.split('/')[1];
  const language = options.language ?? (isLanguage(fromPath) ? fromPath : 'nl');
  useI18nStore.getState().setMessages(language, await loadMessages(language));
  const queryClient = createQueryClient({ retry: 0 });
  prepareClientState();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
