import { data, isRouteErrorResponse } from 'react-router';

/** Thrown by a route's validity check: renders 'Page Not Found: {path}' (requirements §1.5). */
export const ROUTE_CHECK_FAILED = 'route-check-failed';

export function failRouteCheck(): never {
  throw data({ reason: ROUTE_CHECK_FAILED }, { status: 404 });
}

export interface ErrorView {
  status: number;
  /** The route's validity check failed (as opposed to an unmatched path or a missing resource). */
  routeCheck: boolean;
}

/** Status 404 gives the not-found variant; any other status the server-error variant; default 500. */
export function describeError(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) {
    const reason = (error.data as { reason?: unknown } | null)?.reason;
    return { status: error.status, routeCheck: reason === ROUTE_CHECK_FAILED };
  }
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400) return { status, routeCheck: false };
  return { status: 500, routeCheck: false };
}

/** A lazy page part that failed to load (usually a deploy removed the old chunk). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch module|Unable to preload CSS/i.test(
    message,
  );
}
