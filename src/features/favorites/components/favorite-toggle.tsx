import { useIntl } from 'react-intl';
import type { ProductResult } from '@/shared/api/contract/products';
import { useModalStore } from '@/shared/ui/modal-store';
import { useFavorites } from '../api/get-favorites';
import { useToggleFavorite } from '../api/toggle-favorite';
import { rememberPendingFavorite } from '../stores/pending-favorite';
import styles from './favorite-toggle.module.css';

interface FavoriteToggleProps {
  family: ProductResult;
  /** The session state (requirements §9.1), passed in by the route: favourites may not import the account feature. */
  session: 'unknown' | 'present' | 'absent';
}

/**
 * A heart that marks the family as a favourite (a toggle button: aria-pressed). A guest is asked
 * to log in instead, and the family becomes a favourite once they have
 * (../stores/pending-favorite.ts); while the session is still unknown the button waits.
 */
export function FavoriteToggle({ family, session }: FavoriteToggleProps) {
  const intl = useIntl();
  const openLoginModal = useModalStore((state) => state.openLoginModal);
  const favorites = useFavorites({ enabled: session === 'present' });
  const toggle = useToggleFavorite();
  const pressed = session === 'present' && Boolean(favorites.data?.some((f) => f.id === family.id));
  const onClick = () => {
    if (session === 'absent') {
      rememberPendingFavorite(family.id);
      openLoginModal();
    } else toggle.mutate({ family, favorite: !pressed });
  };
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={pressed}
      aria-label={intl.formatMessage({ id: 'favorites.toggle' })}
      title={intl.formatMessage({ id: 'favorites.toggle' })}
      disabled={session === 'unknown'}
      onClick={onClick}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
