/**
 * Spec §4 and §8: when a session refresh fails, the shop says 'Could not refresh session' and the
 * session is treated as gone: it ends (here and, when it can be told, on the server), the
 * shopper's personal data goes (use-follow-user.ts), and the login page opens, leading back to the
 * page they were on. Several calls may fail on the same refresh: they end the session once.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentPageLanguage } from '@/features/account/session/page-language';
import { endSessionAfterFailedRefresh } from '@/features/account/session/sign-out';
import { useSessionStore } from '@/features/account/session/session-store';
import { onSessionRefreshFailed } from '@/shared/api/session-refresh';
import { paths } from '@/shared/config/paths';
import { showToast } from '@/shared/ui/toast/toast-store';

export function useRefreshFailure(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const ending = useRef(false);

  useEffect(
    () =>
      onSessionRefreshFailed(() => {
        if (ending.current || useSessionStore.getState().status !== 'present') return;
        ending.current = true;
        showToast({
          tone: 'error',
          title: { id: 'session.refreshFailed' },
          text: { id: 'session.refreshFailed.text' },
        });
        // The page the shopper was on, before a dashboard's guard sends them on itself.
        const { pathname, search, hash } = here.current;
        const login = paths.login.getHref(currentPageLanguage(), `${pathname}${search}${hash}`);
        void endSessionAfterFailedRefresh().finally(() => {
          ending.current = false;
          navigate(login, { replace: true });
        });
      }),
    [navigate],
  );
}
