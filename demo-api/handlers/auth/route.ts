/**
 * Registers the demo FDI endpoints. Recipe endpoints answer both `/auth/X` and `/auth/:tenantId/X`
 * (the SDK drops `/public`); refresh and sign-out never carry a tenant. Malformed input becomes the
 * real backend's `400 {"message"}`, and a bug becomes a JSON 500 instead of a crashed demo.
 */
import { http, type RequestHandler } from 'msw';
import { BadRequestError } from '../../auth/bad-request';
import { KNOWN_TENANTS } from '../../auth/config';
import { authPath } from '../paths';
import { json } from './responses';

export interface AuthRequest {
  request: Request;
  tenantId: string;
}

type AuthResolver = (input: AuthRequest) => Response | Promise<Response>;
type Method = 'get' | 'post';

function answer(resolver: AuthResolver) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, string | readonly string[] | undefined>;
  }) => {
    const tenantId = typeof params.tenantId === 'string' ? params.tenantId : 'public';
    if (!KNOWN_TENANTS.includes(tenantId))
      return json({ message: `Tenant not found: ${tenantId}` }, 400);
    try {
      return await resolver({ request, tenantId });
    } catch (error) {
      if (error instanceof BadRequestError) return json({ message: error.message }, 400);
      console.error('[demo auth] handler failed', error);
      return json({ message: 'Internal error in the demo auth API' }, 500);
    }
  };
}

/** A recipe endpoint, with and without a tenant in the path. */
export function recipeRoute(
  method: Method,
  path: string,
  resolver: AuthResolver,
): RequestHandler[] {
  return [
    http[method](authPath(path), answer(resolver)),
    http[method](authPath(`/:tenantId${path}`), answer(resolver)),
  ];
}

/** A session endpoint (refresh, sign out): no tenant in the path. */
export function sessionRoute(path: string, resolver: AuthResolver): RequestHandler {
  return http.post(authPath(path), answer(resolver));
}
