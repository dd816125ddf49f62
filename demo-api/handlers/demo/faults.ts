/**
 * Faults on demand (docs/resilience.md). The injection handlers sit first in the handler list and match every
 * API and auth call; they return nothing (so MSW falls through to the real handler) unless
 *   - the request carries `x-demo-fault: 500|timeout|malformed|malformed-json`, or `?demo-fault=…`, or
 *   - a rule configured with `POST /__demo/faults` matches its path (and method).
 * The admin handlers list, add and clear the rules.
 */
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { z } from 'zod';
import { faultKinds, faults, faultTarget, type FaultKind } from '../../db/faults';
import { apiPath, authPath, demoPath } from '../paths';
import { errorResponse, parseBody } from '../http';

const DEFAULT_TIMEOUT_MS = 20000;

/** Long enough that the shop's own request timeout fires first; tests shorten it. */
function timeoutMs(): number {
  const value = Number(process.env.DEMO_TIMEOUT_MS);
  return Number.isFinite(value) && value >= 0 && process.env.DEMO_TIMEOUT_MS?.trim()
    ? value
    : DEFAULT_TIMEOUT_MS;
}

/** Waits, but stops early when the client gives up, so an aborted request holds nothing open. */
async function waitUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return;
  await Promise.race([
    delay(ms),
    new Promise<void>((resolve) =>
      signal.addEventListener('abort', () => resolve(), { once: true }),
    ),
  ]);
}

const isFaultKind = (value: string | null): value is FaultKind =>
  faultKinds.some((kind) => kind === value);

function requestedFault(request: Request): FaultKind | null {
  const header = request.headers.get('x-demo-fault')?.trim().toLowerCase() ?? null;
  if (isFaultKind(header)) return header;
  const query = new URL(request.url).searchParams.get('demo-fault')?.trim().toLowerCase() ?? null;
  return isFaultKind(query) ? query : null;
}

async function faultResponse(kind: FaultKind, request: Request): Promise<Response> {
  switch (kind) {
    case '500':
      return errorResponse(500, {
        message: 'Demo fault: internal server error',
        code: 'DEMO_FAULT',
      });
    case 'malformed':
      // Valid JSON of the wrong shape: the client's schema check must reject it.
      return HttpResponse.json({ unexpected: true });
    case 'malformed-json':
      return new HttpResponse('{"unexpected": tru', {
        headers: { 'Content-Type': 'application/json' },
      });
    case 'timeout':
      await waitUnlessAborted(timeoutMs(), request.signal);
      return errorResponse(504, { message: 'Demo fault: gateway timeout', code: 'DEMO_FAULT' });
  }
}

async function injectFault({ request }: { request: Request }): Promise<Response | undefined> {
  const target = faultTarget(new URL(request.url).pathname);
  if (target === null) return undefined;
  const kind = requestedFault(request) ?? faults.take(target, request.method);
  return kind ? faultResponse(kind, request) : undefined;
}

export const faultInjectionHandlers: RequestHandler[] = [
  http.all(apiPath('*'), injectFault),
  http.all(authPath('/*'), injectFault),
];

const FaultRuleRequestSchema = z.object({
  path: z.string().trim().min(1).max(200),
  method: z
    .string()
    .trim()
    .regex(/^[A-Za-z]+$/)
    .transform((m) => m.toUpperCase())
    .optional(),
  fault: z.enum(faultKinds),
  times: z.number().int().min(1).optional(),
});

export const faultAdminHandlers: RequestHandler[] = [
  http.get(demoPath('faults'), () => HttpResponse.json(faults.list())),
  http.post(demoPath('faults'), async ({ request }) => {
    const body = await parseBody(request, FaultRuleRequestSchema);
    if (!body.ok) return body.response;
    const { path, method, fault, times } = body.data;
    return HttpResponse.json(
      faults.add({ path, method: method ?? null, fault, remaining: times ?? null }),
      { status: 201 },
    );
  }),
  http.delete(demoPath('faults'), () => {
    faults.clear();
    return new HttpResponse(null, { status: 204 });
  }),
];
