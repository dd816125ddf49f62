import { IntlProvider } from 'react-intl';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import { localeCodes } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { ErrorPageContent } from './error-page';

/** The server-error page outside the router: a full load of home is the way back. */
export function FatalError() {
  const { language, messages } = useI18nStore.getState();
  return (
    <IntlProvider locale={localeCodes[language]} messages={messages}>
      <main>
        <ErrorPageContent
          status={500}
          homeLink={(children, className) => (
            <a className={className} href={paths.home.getHref(language)}>
              {children}
            </a>
          )}
        />
      </main>
    </IntlProvider>
  );
}
