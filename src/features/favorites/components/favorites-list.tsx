import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProductResult } from '@/shared/api/contract/products';
import { AddToCart } from '@/shared/cart/add-to-cart';
import * as card from '@/shared/ui/card.module.css';
import { useFocusAfterRemove } from '@/shared/ui/use-focus-after-remove';
import { useFavorites } from '../api/get-favorites';
import { useToggleFavorite } from '../api/toggle-favorite';
import { FavoriteItem } from './favorite-item';
import { FavoritesEmpty, FavoritesError, FavoritesSkeleton } from './favorites-states';
import styles from './favorites-list.module.css';

interface FavoritesListProps {
  /** The packaging's price as the catalogue shows it; the route composes it (features stay apart). */
  price: (result: ProductResult) => ReactNode;
  /** The cart's add-to-cart for the listed packaging; `label` names it for the confirmation. */
}

/**
 * The favourites page's list (`/{lang}/dashboard/favorites`, behind the auth guard): each
 * favourite with its price, add to cart and remove. Removing is optimistic and rolls back with
 * the favourite toggle's error toast when the server refuses.
 */
/** The packaging in words, for the add-to-cart confirmation and announcement. */
const packagingLabel = (name: string, pieces: string) => `${name} (${pieces})`;

export function FavoritesList({ price }: FavoritesListProps) {
  const intl = useIntl();
  const baseId = useId();
  const favorites = useFavorites({ enabled: true });
  const toggle = useToggleFavorite();
  const [announcement, setAnnouncement] = useState('');
  const { countRef, emptyRef, rowRemoved } = useFocusAfterRemove();

  const remove = (result: ProductResult) => {
    rowRemoved();
    setAnnouncement(intl.formatMessage({ id: 'favoritesPage.removed' }, { product: result.name }));
    toggle.mutate({ family: result, favorite: false });
  };

  const list = favorites.data ?? [];
  return (
    <div className={styles.wrap}>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {favorites.isPending && <FavoritesSkeleton />}
      {favorites.isError && !favorites.data && (
        <FavoritesError onRetry={() => void favorites.refetch()} />
      )}
      {favorites.isSuccess && list.length === 0 && <FavoritesEmpty titleRef={emptyRef} />}
      {list.length > 0 && (
        <>
          <p ref={countRef} className={styles.count} tabIndex={-1}>
            {intl.formatMessage({ id: 'favoritesPage.count' }, { count: list.length })}
          </p>
          <ul className={card.stack}>
            {list.map((result) => {
              const pieces = intl.formatMessage(
                { id: 'detail.packaging.pieces' },
                { count: result.product.amount },
              );
              return (
                <li key={result.id}>
                  <FavoriteItem
                    result={result}
                    titleId={`${baseId}-${result.id}`}
                    price={price(result)}
                    addToCart={
                      <AddToCart
                        productId={result.product.id}
                        label={packagingLabel(result.name, pieces)}
                      />
                    }
                    onRemove={() => remove(result)}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
