import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useRouteError } from 'react-router';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import { useDocumentHead } from '../layout/use-document-head';
import { reportError } from '../monitoring/report-error';
import { ErrorPage } from './error-page';
import { reloadOnceWhenOnline } from './reload-once';
import { describeError, isChunkLoadError } from './route-errors';

/** The errorElement of every route: 404 or server error, and the reload-once rule for lost chunks. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunkError = isChunkLoadError(error);

  const view = describeError(error);

  useEffect(() => {
    if (chunkError) return reloadOnceWhenOnline(pathname);
    if (view.status >= 500) reportError(error);
  }, [chunkError, pathname, error, view.status]);

  if (view.routeCheck) {
    return (
      <ErrorPage
        status={404}
        title={<FormattedMessage id="error.routeCheck.title" values={{ path: pathname }} />}
      />
    );
  }
  return <ErrorPage status={view.status} />;
}

/**
 * The errorElement of the routes above the shop layout (an unknown language prefix, a layout that
 * failed): without the layout nobody writes the head, so this page writes its own title and
 * `<html lang>`, in the language of the messages it is shown in (the visitor's detected language
 * for an unknown prefix, src/app/router/language-loader.ts).
 */
export function OutsideLayoutErrorPage() {
  const language = useI18nStore((state) => state.language);
  useDocumentHead(language);
  return <RouteErrorPage />;
}

/** Any unmatched path: a non-fatal 404 inside the shop's layout. */
export function UnmatchedRoutePage() {
  const { pathname } = useLocation();
  return (
    <ErrorPage
      status={404}
      title={<FormattedMessage id="error.unmatched.title" values={{ path: pathname }} />}
    />
  );
}
