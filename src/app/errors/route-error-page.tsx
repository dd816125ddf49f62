import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useRouteError } from 'react-router';
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
