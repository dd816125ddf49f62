import type { QueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import type { LoaderFunctionArgs } from 'react-router';
import { useSessionStore } from '@/features/account/session/session-store';
import { ProductPrice } from '@/features/catalog/components/product-price';
import { favoritesQueryOptions } from '@/features/favorites/api/get-favorites';
import { FavoritesList } from '@/features/favorites/components/favorites-list';
import { languageOrDefault } from '@/shared/config/languages';
import { shopperContextFor, useShopperContext } from '@/shared/shopper/use-shopper-context';
import * as page from '@/shared/ui/page.module.css';
import styles from './favorites.module.css';

/**
 * Starts the list with the page's code when the session is known to exist; a guest (or a first
 * load, while the session is still unknown) waits for the auth guard instead of calling for a 401.
 */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const language = languageOrDefault(params.lang);
    if (useSessionStore.getState().status === 'present')
      void queryClient.prefetchQuery(favoritesQueryOptions(shopperContextFor(language)));
    return null;
  };

/**
 * `/{lang}/dashboard/favorites` (auth guard): the favourites with the catalogue's price, composed
 * here because features do not import each other (the cart's add-to-cart is shared).
 */
export function Component() {
  const { accountType } = useShopperContext();
  return (
    <section className={`${page.page} ${styles.page}`}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.favorites.title" />
      </h1>
      <FavoritesList
        price={(result) => <ProductPrice product={result.product} accountType={accountType} />}
      />
    </section>
  );
}
