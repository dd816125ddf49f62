import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { loadAuthSdk } from '../session/auth-sdk';
import { useSessionStore } from '../session/session-store';
import styles from './account-menu.module.css';

/** Logged-in menu items of spec §2 (orders, favourites, account data, contact data, logout), or login. */
export function AccountMenu({
  language,
  onNavigate,
}: {
  language: Language;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const status = useSessionStore((state) => state.status);

  if (status !== 'present') {
    return (
      <ul className={styles.list}>
        <li>
          <Link to={paths.login.getHref(language)} className={styles.link} onClick={onNavigate}>
            {intl.formatMessage({ id: 'menu.login' })}
          </Link>
        </li>
      </ul>
    );
  }

  const logout = async () => {
    const sdk = await loadAuthSdk();
    await sdk.Session.signOut();
    useSessionStore.getState().setAbsent();
    onNavigate?.();
    await navigate('/login');
  };

  const items = [
    { href: paths.orders.getHref(language), id: 'menu.orders' },
    { href: paths.favorites.getHref(language), id: 'menu.favorites' },
    { href: paths.profile.getHref(language), id: 'menu.profile' },
    { href: paths.contact.getHref(language), id: 'menu.contact' },
  ];
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.href} className={styles.link} onClick={onNavigate}>
            {intl.formatMessage({ id: item.id })}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className={styles.link} onClick={() => void logout()}>
          {intl.formatMessage({ id: 'menu.logout' })}
        </button>
      </li>
    </ul>
  );
}
