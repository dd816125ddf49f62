import { Outlet } from 'react-router';
import { CountryPrompt } from '@/features/locale/components/country-prompt';
import { useLocaleStore } from '@/features/locale/stores/locale-store';
import { Footer } from './footer';
import { Header } from './header/header';
import { ModalHosts } from './modal-hosts';
import { useDocumentHead } from './use-document-head';
import styles from './shop-layout.module.css';

/** Every page under a language prefix: header, content, footer and the modal hosts. */
export function ShopLayout() {
  const language = useLocaleStore((state) => state.language);
  useDocumentHead(language);
  return (
    <div className={styles.shell}>
      <Header language={language} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer language={language} />
      <CountryPrompt />
      <ModalHosts language={language} />
    </div>
  );
}
