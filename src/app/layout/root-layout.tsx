import { Outlet } from 'react-router';
import { LiveAnnouncer } from '@/shared/ui/live-announcer';
import { Toaster } from '@/shared/ui/toast/toaster';
import { NavigationProgress } from './navigation-progress';
import { OfflineNotice } from './offline-notice';
import { useFollowUser } from '../startup/use-follow-user';
import { useRefreshFailure } from '../startup/use-refresh-failure';
import { useStartup } from '../startup/use-startup';

/** Around every route: the page-loading bar, the toasts, the startup sequence and
 * the shop following the logged-in user (and ending the session when its refresh fails). */
export function RootLayout() {
  useStartup();
  useFollowUser();
  useRefreshFailure();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
      <LiveAnnouncer />
      <OfflineNotice />
    </>
  );
}
