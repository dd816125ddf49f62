import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useUserData } from '@/features/account/api/get-user-data';
import { AccountMenu } from '@/features/account/components/account-menu';
import { useSessionStore } from '@/features/account/session/session-store';
import { CartIndicator } from '@/features/cart/components/cart-indicator';
import { HeaderSearch } from '@/features/catalog/autocomplete/header-search';
import { AccountTypeToggle } from '@/features/locale/components/account-type-toggle';
import { CountryButton } from '@/features/locale/components/country-button';
import { LanguageSwitcher } from '@/features/locale/components/language-switcher';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { shopIdentity } from '@/shared/api/contract/shop-identity';
import { isCurrentItem } from './is-current-item';
import { serviceMenu, shopMenu, type MenuItem } from './menu-items';
import * as toolbar from '@/shared/ui/toolbar.module.css';
import styles from './header.module.css';

/** The combobox with the shopper's machines, in its own lazy chunk (docs/decisions/0078-fits-my-machines.md). */
const loadMachinesCombobox = () =>
  import('./machines-search-combobox').then((m) => m.MachinesSearchCombobox);

export function Header() {
  const language = useLanguage();
  const intl = useIntl();
  const location = useLocation();
  // The phone menu is open for the page it was opened on: going anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? location.key : null);
  const t = (id: string) => intl.formatMessage({ id });
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open phone menu and puts focus back on its button, as a disclosure should;
  // an Escape meant for a dialog opened from the menu (the country choice) is the dialog's.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);
  // A logged-in user's account decides between private and business prices.
  const userId = useSessionStore((state) => state.userId);
  const lockedAccountType = useUserData(userId).data?.accountType ?? null;

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('header.skipToContent')}
      </a>
      <div className={styles.promise}>
        <p className={styles.promiseText}>{t('promise.delivery')}</p>
        <p className={`${styles.promiseText} ${styles.wide}`}>{t('promise.moneyBack')}</p>
        <p className={`${styles.promiseText} ${styles.wide}`}>{t('promise.payment')}</p>
      </div>
      <div className={styles.bar}>
        <button
          ref={menuButton}
          type="button"
          className={`${toolbar.control} ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span aria-hidden="true" className={styles.burger} />
          <span>{t('header.menu')}</span>
        </button>
        <Link to={paths.home.getHref(language)} className={styles.logo}>
          <svg aria-hidden="true" viewBox="0 0 32 32" className={styles.logoMark}>
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <path d="M10 8h12l-2 17a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2z" fill="#fff" />
          </svg>
          <span className={`visually-hidden ${styles.logoText}`}>{shopIdentity.name}</span>
        </Link>
        <div className={styles.searchSlot}>
          <HeaderSearch loadCombobox={loadMachinesCombobox} />
        </div>
        <div className={styles.tools}>
          <div className={styles.wideOnly}>
            <AccountTypeToggle lockedTo={lockedAccountType} />
          </div>
          <div className={styles.wideOnly}>
            <AccountMenu variant="bar" />
          </div>
          <div className={styles.wideOnly}>
            <CountryButton />
          </div>
          <div className={styles.wideOnly}>
            <LanguageSwitcher />
          </div>
        </div>
        <div className={styles.cart}>
          <CartIndicator />
        </div>
      </div>
      <nav
        id="main-menu"
        className={styles.nav}
        data-open={menuOpen}
        aria-label={t('header.menu.label')}
      >
        {/* On a phone the bar keeps only search and cart; the other settings live in the menu. */}
        <div className={`${styles.phoneOnly} ${styles.phoneSettings}`}>
          <AccountTypeToggle lockedTo={lockedAccountType} />
          <CountryButton />
          <LanguageSwitcher />
        </div>
        <MenuList items={shopMenu(language)} className={styles.shopMenu} />
        <MenuList items={serviceMenu(language)} className={styles.serviceMenu} />
        <div className={`${styles.account} ${styles.phoneOnly}`}>
          <AccountMenu variant="menu" />
        </div>
      </nav>
    </header>
  );
}

function MenuList({ items, className }: { items: MenuItem[]; className?: string }) {
  const intl = useIntl();
  const location = useLocation();
  // Not NavLink: its active check ignores the query, which is what tells the results contexts apart.
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={item.href}
            className={styles.navLink}
            aria-current={isCurrentItem(item.href, location) ? 'page' : undefined}
          >
            {intl.formatMessage({ id: item.id })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
