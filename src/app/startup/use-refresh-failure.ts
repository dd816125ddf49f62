/**
 * Listens for a session refresh that failed (src/shared/api/session-refresh.ts) and hands it to
 * ./refresh-failure.ts, loaded then: toast, the session's end and the login page.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionRefreshFailed } from '@/shared/api/session-refresh';

export function useRefreshFailure(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(
    () =>
      onSessionRefreshFailed(() => {
        // The page the shopper was on, before a dashboard's guard sends them on itself.
        const { pathname, search, hash } = here.current;
        void import('./refresh-failure').then(({ endAfterRefreshFailure }) =>
          endAfterRefreshFailure(`${pathname}${search}${hash}`, navigate),
        );
      }),
    [navigate],
  );
}
