/**
 * How a refused attempt is answered: HTTP 429 with Retry-After, as a rate limiter in front of a
 * real SuperTokens backend (or an API override setting the status) answers. The SDK throws any
 * answer ≥ 300 as the raw Response (docs/auth-protocol.md §1), so the shop tells it by its
 * status; a GENERAL_ERROR would only be told apart by its English message.
 */
import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '../../src/shared/api/contract/common';

export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

/** What was refused: guesses (attempt-limits.ts) or requests (request-limits.ts). */
export type Refused = 'attempts' | 'requests';

const message = (seconds: number, refused: Refused) =>
  `Too many ${refused === 'attempts' ? 'failed attempts' : 'requests'}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/** The auth endpoints' answer, in the real backend's error shape `{"message"}`. */
export function fdiTooManyAttempts(
  retryAfterSeconds: number,
  refused: Refused = 'attempts',
): Response {
  return HttpResponse.json(
    { message: message(retryAfterSeconds, refused) },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

/** The shop API's answer, an ApiErrorBody like its other errors. */
export function apiTooManyAttempts(
  retryAfterSeconds: number,
  refused: Refused = 'attempts',
): Response {
  const body: ApiErrorBody = {
    message: message(retryAfterSeconds, refused),
    code: TOO_MANY_ATTEMPTS,
  };
  return HttpResponse.json(body, {
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}
