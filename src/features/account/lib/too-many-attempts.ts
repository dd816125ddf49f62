/**
 * The auth service refuses guessing (passwords, login codes, join codes) with HTTP 429 and
 * Retry-After. The SDK throws such an answer as the raw Response (docs/auth-protocol.md §1), the
 * shop's API client as an ApiError with that status: both carry `status`.
 */
export function isTooManyAttempts(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 429;
}
