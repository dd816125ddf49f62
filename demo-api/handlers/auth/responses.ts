/** Answers of the demo FDI, with the session headers of docs/auth-protocol.md §2.1 and §2.6. */
import { HttpResponse } from 'msw';
import type { FieldError } from '../../auth/form-fields';
import type { IssuedSession } from '../../auth/sessions';

// Cross-origin pages can only read these headers when they are exposed; the real backend sends it.
const EXPOSE = {
  'Access-Control-Expose-Headers': 'front-token, st-access-token, st-refresh-token',
};

export function json(body: object, status = 200, headers: Record<string, string> = {}): Response {
  return HttpResponse.json(body, { status, headers });
}

export function fieldError(formFields: FieldError[]): Response {
  return json({ status: 'FIELD_ERROR', formFields });
}

/** A successful sign in / sign up / consume / refresh: the SDK stores these tokens. */
export function withSession(body: object, session: IssuedSession): Response {
  return json(body, 200, {
    'st-access-token': session.accessToken,
    'st-refresh-token': session.refreshToken,
    'front-token': session.frontToken,
    ...EXPOSE,
  });
}

/** Tells the SDK to forget its tokens (sign out, failed refresh, token theft). */
export function clearingSession(body: object, status: number): Response {
  return json(body, status, {
    'front-token': 'remove',
    'st-access-token': '',
    'st-refresh-token': '',
    ...EXPOSE,
  });
}

/** The `iss` claim: the auth base URL this request came to. */
export function issuerOf(request: Request): string {
  return `${new URL(request.url).origin}/auth`;
}
