/**
 * The HTTP client of the shop API. It joins the base URL and the endpoint's path, adds the shop's
 * headers (x-account-type, x-locale, x-country-code) to every call, parses every answer with the
 * endpoint's contract schema, and turns every failure into an ApiError.
 *
 * The Authorization header is not set here: the SuperTokens SDK adds it by intercepting fetch for
 * the API's host, which is why fetch is looked up on globalThis at call time.
 *
 * The contract (zod and every schema) is imported on the first call, not with this module: the
 * first paint needs no answer yet, and this keeps ~10 KB gzip off it (DESIGN §7).
 */
import type * as z from 'zod/mini';
import { ApiError } from './api-error';
import type { AccountType, ApiErrorBodySchema, Locale } from './contract/common';
import type { endpoints, EndpointName } from './contract/endpoints';

const loadContract = () => import('./contract/endpoints');

export interface RequestContext {
  accountType: AccountType;
  locale: Locale;
  /** Current country id, or null (sent as the text "null"). */
  countryId: string | null;
}

type EndpointOf<N extends EndpointName> = (typeof endpoints)[N];
type Infer<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

export type ResponseOf<N extends EndpointName> = Infer<EndpointOf<N>['response']>;
export type RequestOf<N extends EndpointName> = Input<EndpointOf<N>['request']>;

export interface CallOptions<N extends EndpointName> {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: RequestOf<N>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** `/api` (same origin) or an absolute URL such as `https://api.example.nl`; may be resolved lazily. */
  baseUrl: string | (() => Promise<string>);
  getContext: () => RequestContext;
  /** Answers slower than this become an ApiError of kind timeout. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type ApiClient = ReturnType<typeof createApiClient>;

const DEFAULT_TIMEOUT_MS = 15_000;

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: CallOptions<EndpointName>['query'],
): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

export function shopHeaders(context: RequestContext): Record<string, string> {
  return {
    'x-account-type': context.accountType,
    'x-locale': context.locale,
    'x-country-code': context.countryId ?? 'null',
  };
}

export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch =
    options.fetch ??
    ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const baseUrl = async () =>
    typeof options.baseUrl === 'string' ? options.baseUrl : options.baseUrl();

  async function send(
    method: string,
    url: string,
    body: unknown,
    signal?: AbortSignal,
  ): Promise<Response> {
    if (signal?.aborted)
      throw new ApiError({
        kind: 'aborted',
        status: 0,
        code: 'ABORTED',
        message: `${method} ${url} was cancelled`,
      });
    const timeout = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...shopHeaders(options.getContext()),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (cause) {
      if (signal?.aborted)
        throw new ApiError({
          kind: 'aborted',
          status: 0,
          code: 'ABORTED',
          message: `${method} ${url} was cancelled`,
          cause,
        });
      if (timeout.aborted)
        throw new ApiError({
          kind: 'timeout',
          status: 0,
          code: 'TIMEOUT',
          message: `${method} ${url} took longer than ${timeoutMs} ms`,
          cause,
        });
      throw new ApiError({
        kind: 'network',
        status: 0,
        code: 'NETWORK_ERROR',
        message: `${method} ${url} could not reach the server`,
        cause,
      });
    }
  }

  /** Calls an endpoint of the contract and returns its parsed answer. */
  async function call<N extends EndpointName>(
    name: N,
    callOptions: CallOptions<N> = {},
  ): Promise<ResponseOf<N>> {
    const { endpoints, fillPath } = await loadContract();
    const endpoint = endpoints[name];
    const url = buildUrl(
      await baseUrl(),
      fillPath(endpoint.path, callOptions.params),
      callOptions.query,
    );
    const label = `${endpoint.method} ${endpoint.path}`;
    const response = await send(endpoint.method, url, callOptions.body, callOptions.signal);
    if (!response.ok)
      throw await httpError(
        response,
        label,
        (await import('./contract/common')).ApiErrorBodySchema,
      );
    if (endpoint.response === null) return undefined as ResponseOf<N>;
    const text = await readText(response, label, callOptions.signal);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw new ApiError({
        kind: 'malformed',
        status: response.status,
        code: 'MALFORMED_RESPONSE',
        message: `${label} answered with invalid JSON`,
        cause,
      });
    }
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown';
      throw new ApiError({
        kind: 'malformed',
        status: response.status,
        code: 'MALFORMED_RESPONSE',
        message: `${label} answered in an unexpected shape (${where})`,
        cause: parsed.error,
      });
    }
    return parsed.data as ResponseOf<N>;
  }

  /** Fetches a binary answer (the invoice PDF) with the same headers and error handling. */
  async function download(
    name: EndpointName,
    callOptions: Omit<CallOptions<EndpointName>, 'body'> = {},
  ): Promise<Blob> {
    const { endpoints, fillPath } = await loadContract();
    const endpoint = endpoints[name];
    const url = buildUrl(
      await baseUrl(),
      fillPath(endpoint.path, callOptions.params),
      callOptions.query,
    );
    const response = await send(endpoint.method, url, undefined, callOptions.signal);
    if (!response.ok)
      throw await httpError(
        response,
        `${endpoint.method} ${endpoint.path}`,
        (await import('./contract/common')).ApiErrorBodySchema,
      );
    return response.blob();
  }

  return { call, download };
}

async function readText(response: Response, label: string, signal?: AbortSignal): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    if (signal?.aborted)
      throw new ApiError({
        kind: 'aborted',
        status: 0,
        code: 'ABORTED',
        message: `${label} was cancelled`,
        cause,
      });
    throw new ApiError({
      kind: 'network',
      status: response.status,
      code: 'NETWORK_ERROR',
      message: `${label}: the answer broke off`,
      cause,
    });
  }
}

async function httpError(
  response: Response,
  label: string,
  schema: typeof ApiErrorBodySchema,
): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A non-JSON error body (a proxy's HTML page): fall back to a generic message.
  }
  const parsed = schema.safeParse(body);
  const known = parsed.success ? parsed.data : undefined;
  return new ApiError({
    kind: 'http',
    status: response.status,
    code: known?.code ?? `HTTP_${response.status}`,
    message: known?.message || `${label} failed with status ${response.status}`,
    fieldErrors: known?.fieldErrors,
  });
}
