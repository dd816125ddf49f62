/**
 * The one error type of every API call: HTTP errors, network failures, time-outs and answers that
 * do not match the contract all arrive as an ApiError, so screens handle one shape.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'malformed';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  /** The server's code (e.g. NOT_FOUND) or one derived from the kind (NETWORK_ERROR, …). */
  code: string;
  message: string;
  /** Per-field messages of a 422 answer. */
  fieldErrors?: Record<string, string>;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The ApiErrors the client raises itself, when no usable answer arrived. */
export const clientErrors = {
  aborted: (label: string, cause?: unknown) =>
    new ApiError({
      kind: 'aborted',
      status: 0,
      code: 'ABORTED',
      message: `${label} was cancelled`,
      cause,
    }),
  timeout: (label: string, ms: number, cause?: unknown) =>
    new ApiError({
      kind: 'timeout',
      status: 0,
      code: 'TIMEOUT',
      message: `${label} took longer than ${ms} ms`,
      cause,
    }),
  network: (label: string, cause?: unknown, status = 0) =>
    new ApiError({
      kind: 'network',
      status,
      code: 'NETWORK_ERROR',
      message: `${label} could not reach the server`,
      cause,
    }),
  malformed: (label: string, status: number, detail: string, cause?: unknown) =>
    new ApiError({
      kind: 'malformed',
      status,
      code: 'MALFORMED_RESPONSE',
      message: `${label} answered ${detail}`,
      cause,
    }),
};
