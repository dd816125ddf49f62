/**
 * The startup of requirements §11.2: auth session, countries, addresses, cart, brands, products — started in
 * that order. Calls that need no user do not wait for the auth SDK (docs/architecture.md); addresses do.
 * A failing step shows the red toast 'Failed loading {store}' and the shop carries on without it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { addressesQueryOptions } from '@/features/account/api/get-addresses';
import { userDataQueryOptions } from '@/features/account/api/get-user-data';
import { brandsQueryOptions } from '@/features/catalog/api/get-brands';
import { globalDiscountQueryOptions } from '@/features/catalog/api/get-global-discount';
import { newProductsQueryOptions } from '@/features/catalog/api/get-new-products';
import { countriesQueryOptions } from '@/shared/shopper/countries';
import type { Language } from '@/shared/config/languages';
import { useAccountTypeStore } from '@/shared/shopper/account-type-store';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { finishUnrestoredSessionEnd } from '@/shared/shopper/visitor-choice';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { shopperContextFor } from '@/shared/shopper/use-shopper-context';
import { restoreCart } from './restore-cart';

export const startupStores = [
  'session',
  'countries',
  'addresses',
  'cart',
  'brands',
  'products',
] as const;
export type StartupStore = (typeof startupStores)[number];

export interface StartupDeps {
  queryClient: QueryClient;
  /** The language of the page the shop opened on: the startup's calls are made in it. */
  language: Language;
  /** Initialises the auth SDK and answers the logged-in user's id, or null. */
  resolveSession: () => Promise<string | null>;
  onFailure: (store: StartupStore, error: unknown) => void;
}

export async function runStartup({
  queryClient,
  language,
  resolveSession,
  onFailure,
}: StartupDeps): Promise<void> {
  const guard = (store: StartupStore, work: () => Promise<unknown> | unknown) =>
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => onFailure(store, error));

  // Restore stored client state first; then the account type comes from its cookie.
  if (!useDeliveryTargetStore.persist.hasHydrated())
    await useDeliveryTargetStore.persist.rehydrate();
  useAccountTypeStore.getState().restoreFromCookie();
  const context = shopperContextFor(language);

  const session = resolveSession().catch((error: unknown) => {
    onFailure('session', error);
    return undefined;
  });
  // No session (known, not merely unreachable): an account that ended without the visitor's own
  // choice coming back (the page was left at once) gives it back now.
  const visitorChoice = session.then((userId) =>
    userId === null
      ? finishUnrestoredSessionEnd()?.catch((error: unknown) =>
          console.warn("The visitor's choice was not restored:", error),
        )
      : undefined,
  );
  const countries = guard('countries', () =>
    queryClient.fetchQuery(countriesQueryOptions(context)),
  );
  const addresses = session.then(
    (userId) => userId && guard('addresses', () => loadUser(queryClient, context, userId)),
  );
  const cart = guard('cart', () => restoreCart());
  const brands = guard('brands', () => queryClient.fetchQuery(brandsQueryOptions(context)));
  const products = guard('products', () =>
    queryClient.fetchQuery(newProductsQueryOptions(context)),
  );
  // The global discount is fetched again after the stored state (account type) is restored.
  const discount = queryClient.fetchQuery(globalDiscountQueryOptions(context)).catch(() => null);

  await Promise.all([
    session,
    visitorChoice,
    countries,
    addresses,
    cart,
    brands,
    products,
    discount,
  ]);
}

/**
 * The user and their addresses. What follows from the user (their account type, their country
 * when none is chosen: requirements §4.2) is applied by `useFollowUser` as soon as the data is in.
 */
async function loadUser(
  queryClient: QueryClient,
  context: ShopperContext,
  userId: string,
): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(userDataQueryOptions(context, userId)),
    queryClient.fetchQuery(addressesQueryOptions(context, userId)),
  ]);
}
