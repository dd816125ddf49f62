import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSessionStore } from '@/features/account/session/session-store';
import { paths, safeReturnTo } from '@/shared/config/paths';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { PageLoader } from '@/shared/ui/page-loader';

/** Guard `auth`: guests go to login and come back to the page they wanted. */
export function RequireAuth() {
  const status = useSessionStore((state) => state.status);
  const location = useLocation();
  const lang = useLanguage();
  if (status === 'unknown') return <PageLoader />;
  if (status === 'absent') {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref(lang, wanted)} replace />;
  }
  return <Outlet />;
}

/** Guard `guest`: logged-in users are sent on (to where they were going, else home). */
export function GuestOnly() {
  const status = useSessionStore((state) => state.status);
  const [search] = useSearchParams();
  const lang = useLanguage();
  if (status === 'unknown') return <PageLoader />;
  if (status === 'present')
    return (
      <Navigate to={safeReturnTo(search.get('returnTo')) ?? paths.home.getHref(lang)} replace />
    );
  return <Outlet />;
}
