import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LiveAnnouncer } from '@/shared/ui/live-announcer';
import { Toaster } from '@/shared/ui/toast/toaster';
import { NavigationProgress } from './navigation-progress';
import { OfflineNotice } from './offline-notice';
import { useFollowUser } from '../startup/use-follow-user';
import { useMachinesOwner } from '../startup/use-machines-owner';
import { useRefreshFailure } from '../startup/use-refresh-failure';
import { useStartup } from '../startup/use-startup';

const AdoptGuestMachines = lazy(() =>
  import('@/features/machines/components/adopt-guest-machines').then((m) => ({
    default: m.AdoptGuestMachines,
  })),
);

/** Around every route: the page-loading bar, the toasts, the startup sequence and
 * the shop following the logged-in user (and ending the session when its refresh fails), who
 * also takes over a guest's machines at login (docs/decisions/0071-my-machines.md). */
export function RootLayout() {
  useStartup();
  useFollowUser();
  useRefreshFailure();
  const owner = useMachinesOwner();
  return (
    <>
      {owner.status === 'present' && (
        <Suspense fallback={null}>
          <AdoptGuestMachines owner={owner} />
        </Suspense>
      )}
      <NavigationProgress />
      <Outlet />
      <Toaster />
      <LiveAnnouncer />
      <OfflineNotice />
    </>
  );
}
