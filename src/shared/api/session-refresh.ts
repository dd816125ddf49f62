/**
 * A call that needed a new access token, whose session refresh failed. The auth SDK (which wraps
 * fetch once it is loaded) refreshes on a 401 and retries the call; when the refresh itself
 * fails, it answers the call with the refresh's own response. The client recognises that answer
 * by its address and announces it as a window event, so the app can say 'Could not refresh
 * session' and end the session (requirements §9.1) without the client knowing about accounts.
 */
export const SESSION_REFRESH_FAILED = 'shop:session-refresh-failed';

/** The answer is the auth service's refresh answer, not the API's own (see above). */
export const isSessionRefreshAnswer = (response: Response): boolean =>
  /\/session\/refresh$/.test(response.url.split('?')[0] ?? '');

export const publishSessionRefreshFailed = (): boolean =>
  dispatchEvent(new Event(SESSION_REFRESH_FAILED));
