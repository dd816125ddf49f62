import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { showToast } from '@/shared/ui/toast/toast-store';
import { AccountDropdown } from './account-dropdown';
import styles from './account-menu.module.css';

interface LoggedInMenuProps {
  variant: 'bar' | 'menu';
}

/** The logged-in items of requirements §1.4: orders, favourites, account data, contact data, logout. */
export function LoggedInMenu({ variant }: LoggedInMenuProps) {
  const language = useLanguage();
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string) => intl.formatMessage({ id });

  const logout = async () => {
    // The sign-out code (and the auth SDK behind it) is fetched on the click, not with the page.
    const { signOut } = await import('../session/sign-out');
    const outcome = await signOut();
    if (!outcome.ok) {
      // The server's message (or the SDK's 'No Error Message Provided'); the shopper
      // stays logged in and can try again.
      showToast({
        tone: 'error',
        title: { id: 'logout.failed' },
        text: outcome.message ? { raw: outcome.message } : { id: 'logout.failed.text' },
      });
      return;
    }
    // Requirements §9.1: after logout the user is sent to login — in the language they were using (the
    // bare /login would pick the detected language instead).
    await navigate(paths.login.getHref(language));
  };

  const items = (
    <ul className={variant === 'bar' ? styles.dropdown : styles.list}>
      {[
        { href: paths.orders.getHref(language), id: 'menu.orders' },
        { href: paths.favorites.getHref(language), id: 'menu.favorites' },
        { href: paths.machines.getHref(language), id: 'menu.machines' },
        { href: paths.profile.getHref(language), id: 'menu.profile' },
        { href: paths.contact.getHref(language), id: 'menu.contact' },
      ].map((item) => (
        <li key={item.id}>
          <Link to={item.href} className={styles.link}>
            {t(item.id)}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className={styles.link} onClick={() => void logout()}>
          {t('menu.logout')}
        </button>
      </li>
    </ul>
  );

  if (variant === 'menu') return items;
  return <AccountDropdown label={t('menu.account')}>{items}</AccountDropdown>;
}
