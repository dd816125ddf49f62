import { Outlet } from 'react-router';
import { Toaster } from '@/shared/ui/toast/toaster';
import { NavigationProgress } from './navigation-progress';
import { useStartup } from '../startup/use-startup';

/** Around every route: the page-loading bar, the toasts and the startup sequence. */
export function RootLayout() {
  useStartup();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
    </>
  );
}
