import { useLocation } from 'react-router';
import { safeReturnTo } from '@/shared/config/paths';
import { useAppRunning } from '@/shared/lib/use-app-running';
import { useReturnTo } from './use-return-to';

/** The auth screens: a login from one of them goes where that screen was to lead. */
const AUTH_PAGE = /^\/[a-z]{2}\/auth(\/|$)/;

/**
 * Where the header's "Log in" should lead back to: the page the shopper is on, with its search
 * and filters, so a login half-way through a task does not drop them on the home page. On an
 * auth screen, where that screen leads; on the home page, nowhere (home is where a login goes).
 *
 * The query is added once the app runs: a prerendered page's HTML was made without it and must
 * hydrate as made; the link then takes it on the next render.
 */
export function useReturnHere(): string | undefined {
  const { pathname, search } = useLocation();
  const passedOn = useReturnTo();
  const running = useAppRunning();
  if (AUTH_PAGE.test(pathname)) return running ? passedOn : undefined;
  if (/^\/[a-z]{2}\/?$/.test(pathname)) return undefined;
  return safeReturnTo(running ? `${pathname}${search}` : pathname) ?? undefined;
}
