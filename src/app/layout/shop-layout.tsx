import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { followPageLanguage } from '@/features/account/session/page-language';
import { useSessionStore } from '@/features/account/session/session-store';
import { useAddPendingFavorite } from '@/features/favorites/api/use-add-pending-favorite';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { Footer } from './footer';
import { Header } from './header/header';
import { LazyModals } from './lazy-modals';
import { useDocumentHead } from './use-document-head';
import { useFocusRescue } from './use-focus-rescue';
import styles from './shop-layout.module.css';

/** Every page under a language prefix: header, content, footer and the modal hosts. */
export function ShopLayout() {
  const language = useLanguage();
  useEffect(() => followPageLanguage(language), [language]);
  useDocumentHead(language);
  useFocusRescue();
  useAddPendingFavorite(useSessionStore((state) => state.status === 'present'));
  return (
    <div className={styles.shell}>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <LazyModals />
    </div>
  );
}
