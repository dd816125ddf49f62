import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { useReturnHere } from '../lib/use-return-here';
import { useSessionStore } from '../session/session-store';
import styles from './account-menu.module.css';

// A lazy island: guests, and so every first visit and prerendered page, never load the
// logged-in menu (the entry chunk is at its size budget, docs/performance.md).
const LoggedInMenu = lazy(() =>
  import('./logged-in-menu').then((module) => ({ default: module.LoggedInMenu })),
);

interface AccountMenuProps {
  /** `bar`: the header's compact form (a dropdown); `menu`: a plain list in the phone menu. */
  variant: 'bar' | 'menu';
}

/** Logged-in menu items of requirements §1.4 (orders, favourites, account data, contact data, logout), or login. */
export function AccountMenu({ variant }: AccountMenuProps) {
  const language = useLanguage();
  const intl = useIntl();
  const status = useSessionStore((state) => state.status);
  const returnTo = useReturnHere();

  if (status !== 'present') {
    return (
      <Link
        to={paths.login.getHref(language, returnTo)}
        className={variant === 'bar' ? styles.loginButton : styles.link}
      >
        {intl.formatMessage({ id: 'menu.login' })}
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <LoggedInMenu variant={variant} />
    </Suspense>
  );
}
