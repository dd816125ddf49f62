/**
 * Requirements §9.1: when a session refresh fails, the shop says 'Could not refresh session' and the
 * session is treated as gone: it ends (here and, when it can be told, on the server), the
 * shopper's personal data goes (use-follow-user.ts), and the login page opens, leading back to the
 * page they were on. Several calls may fail on the same refresh: they end the session once.
 * Loaded only when it happens (use-refresh-failure.ts), so the app's entry does not carry it.
 */
import type { NavigateFunction } from 'react-router';
import { useSessionStore } from '@/features/account/session/session-store';
import { endSessionAfterFailedRefresh } from '@/features/account/session/sign-out';
import { languageOfPath, paths } from '@/shared/config/paths';
import { showToast } from '@/shared/ui/toast/toast-store';

let ending = false;

export async function endAfterRefreshFailure(navigate: NavigateFunction): Promise<void> {
  if (ending || useSessionStore.getState().status !== 'present') return;
  ending = true;
  // The page the shopper is on: the session is still there, so no guard has sent them on yet.
  // Its address gives the login page's language too, as the route does.
  const { pathname } = location;
  const returnTo = `${pathname}${location.search}${location.hash}`;
  showToast({
    tone: 'error',
    title: { id: 'session.refreshFailed' },
    text: { id: 'session.refreshFailed.text' },
  });
  try {
    await endSessionAfterFailedRefresh();
  } finally {
    ending = false;
    void navigate(paths.login.getHref(languageOfPath(pathname), returnTo), { replace: true });
  }
}
