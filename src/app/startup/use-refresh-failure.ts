/**
 * Listens for a session refresh that failed (src/shared/api/session-refresh.ts) and hands it to
 * ./refresh-failure.ts, loaded then: toast, the session's end and the login page.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_REFRESH_FAILED } from '@/shared/api/session-refresh';

export function useRefreshFailure(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const end = () =>
      void import('./refresh-failure').then((m) => m.endAfterRefreshFailure(navigate));
    addEventListener(SESSION_REFRESH_FAILED, end);
    return () => removeEventListener(SESSION_REFRESH_FAILED, end);
  }, [navigate]);
}
