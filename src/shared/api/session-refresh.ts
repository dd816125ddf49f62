/**
 * A call that needed a new access token, whose session refresh failed. The auth SDK (which wraps
 * fetch once it is loaded) refreshes on a 401 and retries the call; when the refresh itself
 * fails, it answers the call with the refresh's own response. The client recognises that answer
 * by its address, and reports it here, so the app can say 'Could not refresh session' and end
 * the session (spec §4, §8) without the client knowing about accounts.
 */
const REFRESH_PATH = /\/session\/refresh$/;

/** The answer is the auth service's refresh answer, not the API's own (see above). */
export function isSessionRefreshAnswer(response: Response): boolean {
  if (!response.url) return false;
  try {
    return REFRESH_PATH.test(new URL(response.url).pathname);
  } catch {
    return false;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Returns the unsubscribe function. */
export function onSessionRefreshFailed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishSessionRefreshFailed(): void {
  for (const listener of listeners) listener();
}
