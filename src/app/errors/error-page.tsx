import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  /** HTTP-like status: 404 shows the not-found variant, anything else the server-error one. */
  status?: number;
  /** Replaces the default title ('Page Not Found' / 'Internal Server Error'). */
  title?: React.ReactNode;
}

export function ErrorPage({ status = 500, title }: ErrorPageProps) {
  const language = useI18nStore((state) => state.language);
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
        <Link className={styles.primary} to={paths.home.getHref(language)}>
          <FormattedMessage id="error.backHome" />
        </Link>
      </p>
    </section>
  );
}
