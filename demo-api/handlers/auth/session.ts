/** Session refresh and sign out (docs/auth-protocol.md §2.3, §2.4, §2.6): never per tenant. */
import type { RequestHandler } from 'msw';
import { readSession, refreshSession, revokeSession } from '../../auth/sessions';
import { clearingSession, json, withSession } from './responses';
import { sessionRoute } from './route';

export const sessionHandlers: RequestHandler[] = [
  // Also answers the SDK's first-visit probe (no token at all) with 401 + clear headers.
  sessionRoute('/session/refresh', ({ request }) => {
    const result = refreshSession(request);
    if (result.status === 'ok') return withSession({}, result.session);
    if (result.status === 'token-theft')
      return clearingSession({ message: 'token theft detected' }, 401);
    return clearingSession({ message: 'unauthorised' }, 401);
  }),

  sessionRoute('/signout', ({ request }) => {
    const session = readSession(request);
    // An expired token gets 401 without clearing anything: the SDK refreshes, then signs out again.
    if (session.status === 'invalid') return json({ message: 'try refresh token' }, 401);
    if (session.status === 'valid') revokeSession(session.sessionHandle);
    return clearingSession({ status: 'OK' }, 200);
  }),
];
