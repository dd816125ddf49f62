import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import { paths } from '@/shared/config/paths';
import { usePageHead } from '@/shared/seo/page-head';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  /** HTTP-like status: 404 shows the not-found variant, anything else the server-error one. */
  status?: number;
  /** Replaces the default title ('Page Not Found' / 'Internal Server Error'). */
  title?: ReactNode;
}

/** The error page inside the router. */
export function ErrorPage({ status = 500, title }: ErrorPageProps) {
  const language = useI18nStore((state) => state.language);
  const intl = useIntl();
  const titleId = status === 404 ? 'page.notFound.title' : 'error.server.title';
  // A title of its own: the route that failed (home, a product) would otherwise lend it its
  // title. And an error shown on an indexable route (an unknown product) is not indexed either.
  const head = useMemo(
    () => ({ title: intl.formatMessage({ id: titleId }), noindex: true }),
    [intl, titleId],
  );
  usePageHead(head);
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
