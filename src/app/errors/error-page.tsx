import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import { paths } from '@/shared/config/paths';
import { usePageHead, type PageHead } from '@/shared/seo/page-head';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  /** HTTP-like status: 404 shows the not-found variant, anything else the server-error one. */
  status?: number;
  /** Replaces the default title ('Page Not Found' / 'Internal Server Error'). */
  title?: ReactNode;
}

// An error shown on an indexable route (an unknown product) must not be indexed either.
const errorHead: PageHead = { noindex: true };

/** The error page inside the router. */
export function ErrorPage({ status = 500, title }: ErrorPageProps) {
  const language = useI18nStore((state) => state.language);
  usePageHead(errorHead);
  return (
    <ErrorPageContent
      status={status}
      title={title}
      homeLink={(children, className) => (
        <Link className={className} to={paths.home.getHref(language)}>
          {children}
        </Link>
      )}
    />
  );
}

interface ErrorPageContentProps extends ErrorPageProps {
  /** How to link home: a router link inside the router, a plain link outside it. */
  homeLink: (children: ReactNode, className: string) => ReactNode;
}

export function ErrorPageContent({ status = 500, title, homeLink }: ErrorPageContentProps) {
  const notFound = status === 404;
  return (
    <section className={styles.page} aria-labelledby="error-title" data-status={status}>
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" tabIndex={-1}>
        {title ?? (
          <FormattedMessage id={notFound ? 'error.notFound.title' : 'error.server.title'} />
        )}
      </h1>
      <p>
        <FormattedMessage id={notFound ? 'error.notFound.text' : 'error.server.text'} />
      </p>
      <p className={styles.actions}>
        {homeLink(<FormattedMessage id="error.backHome" />, styles.primary ?? '')}
      </p>
    </section>
  );
}
