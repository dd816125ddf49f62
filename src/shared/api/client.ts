/**
 * The HTTP client of the shop API. It joins the base URL and the endpoint's path, adds the shop's
 * headers (x-account-type, x-locale, x-country-code) of the call's own shopper context, parses every answer with the
 * endpoint's contract schema, and turns every failure into an ApiError.
 *
 * The Authorization header is not set here: the SuperTokens SDK adds it by intercepting fetch for
 * the API's host, which is why fetch is looked up on globalThis at call time.
 *
 * The contract (zod and every schema) is imported on the first call, not with this module: the
 * first paint needs no answer yet, and this keeps ~10 KB gzip off it (docs/performance.md).
 */
import type * as z from 'zod/mini';
import { ApiError, clientErrors } from './api-error';
import { isSessionRefreshAnswer, publishSessionRefreshFailed } from './session-refresh';
import { scopeOf, type ShopperContext } from '../shopper/shopper-context';
import type { endpoints, EndpointName } from './contract/endpoints';
import { buildUrl } from './request-parts';
import { whenOnline } from './when-online';

const loadContract = () => import('./contract/endpoints');

type EndpointOf<N extends EndpointName> = (typeof endpoints)[N];
type Infer<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

export type ResponseOf<N extends EndpointName> = Infer<EndpointOf<N>['response']>;
export type RequestOf<N extends EndpointName> = Input<EndpointOf<N>['request']>;

export interface CallOptions<N extends EndpointName> {
  /** The shopper's context the answer is for: its headers go with the call (see scopeOf). */
  context: ShopperContext;
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: RequestOf<N>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** `/api` (same origin) or an absolute URL such as `https://api.example.nl`; may be resolved lazily. */
  baseUrl: string | (() => Promise<string>);
  /** Answers slower than this become an ApiError of kind timeout. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Resolves when a call may go out (default: once the browser is online). */
  whenOnline?: (signal?: AbortSignal) => Promise<void>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** How long a call may take before it fails as a time-out (the demo API's time-out fault holds 20 s). */
export const DEFAULT_TIMEOUT_MS = 15_000;

export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch =
    options.fetch ??
    ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const baseUrl = async () =>
    typeof options.baseUrl === 'string' ? options.baseUrl : options.baseUrl();

  /** Sends a call of the contract; answers the endpoint and the successful response. */
  async function open<N extends EndpointName>(name: N, callOptions: CallOptions<N>) {
    // Offline, the call waits for the connection (the contract's chunk may need it too); its
    // timeout starts only when it really goes out.
    await (options.whenOnline ?? whenOnline)(callOptions.signal);
    const { endpoints, fillPath } = await loadContract();
    const endpoint: EndpointOf<N> = endpoints[name];
    const label = `${endpoint.method} ${endpoint.path}`;
    const url = buildUrl(
      await baseUrl(),
      fillPath(endpoint.path, callOptions.params),
      callOptions.query,
    );
    const { signal, body } = callOptions;
    if (signal?.aborted) throw clientErrors.aborted(label);
    const timeout = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...scopeOf(callOptions.context).headers,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const callSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: callSignal,
      });
    } catch (cause) {
      if (signal?.aborted) throw clientErrors.aborted(label, cause);
      if (timeout.aborted) throw clientErrors.timeout(label, timeoutMs, cause);
      throw clientErrors.network(label, cause);
    }
    if (!response.ok) {
      // The auth SDK's refresh failed (its answer stands in for the call's): the app ends the
      // session; the call itself fails as every HTTP error does.
      if (isSessionRefreshAnswer(response)) publishSessionRefreshFailed();
      throw await httpError(response, label);
    }
    return { endpoint, response, label };
  }

  /** Calls an endpoint of the contract and returns its parsed answer. */
  async function call<N extends EndpointName>(
    name: N,
    callOptions: CallOptions<N>,
  ): Promise<ResponseOf<N>> {
    const { endpoint, response, label } = await open(name, callOptions);
    if (endpoint.response === null) return undefined as ResponseOf<N>;
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      if (callOptions.signal?.aborted) throw clientErrors.aborted(label, cause);
      throw clientErrors.network(label, cause, response.status);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw clientErrors.malformed(label, response.status, 'with invalid JSON', cause);
    }
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown';
      throw clientErrors.malformed(
        label,
        response.status,
        `in an unexpected shape (${where})`,
        parsed.error,
      );
    }
    return parsed.data as ResponseOf<N>;
  }

  /** Fetches a binary answer (the invoice PDF) with the same headers and error handling. */
  async function download(
    name: EndpointName,
    callOptions: Omit<CallOptions<EndpointName>, 'body'>,
  ): Promise<Blob> {
    const { response } = await open(name, callOptions);
    return response.blob();
  }

  return { call, download };
}

async function httpError(response: Response, label: string): Promise<ApiError> {
  const { ApiErrorBodySchema } = await import('./contract/common');
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A non-JSON error body (a proxy's HTML page): fall back to a generic message.
  }
  const parsed = ApiErrorBodySchema.safeParse(body);
  const known = parsed.success ? parsed.data : undefined;
  return new ApiError({
    kind: 'http',
    status: response.status,
    code: known?.code ?? `HTTP_${response.status}`,
    message: known?.message || `${label} failed with status ${response.status}`,
    fieldErrors: known?.fieldErrors,
  });
}
