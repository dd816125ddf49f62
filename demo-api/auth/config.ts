/**
 * Lifetimes and limits of the demo FDI. Defaults follow SuperTokens' own defaults; the access-token
 * lifetime is read from the environment at every token creation so tests can shorten it per case.
 */
const DEFAULT_ACCESS_TOKEN_SECONDS = 3600;

/** `DEMO_ACCESS_TOKEN_SECONDS` (a whole number ≥ 0), else one hour. */
export function accessTokenSeconds(): number {
  const raw = typeof process !== 'undefined' ? process.env.DEMO_ACCESS_TOKEN_SECONDS : undefined;
  if (raw === undefined || raw.trim() === '') return DEFAULT_ACCESS_TOKEN_SECONDS;
  const seconds = Number(raw);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : DEFAULT_ACCESS_TOKEN_SECONDS;
}

/**
 * A session ends when its refresh token has not been used for this long; each refresh starts the
 * time again, as in SuperTokens. SuperTokens' 100 days suit a real shop; demo sessions come from
 * visits and test runs, and a week still carries a returning visitor over a weekend.
 */
export const REFRESH_TOKEN_LIFETIME_MS = 7 * 24 * 3600 * 1000;

/**
 * After a refresh, the refresh token it replaced still answers, with the same new tokens, until
 * those are first used or for this long: requests racing with one token (two tabs whose lock
 * failed, a retried request) then share one rotation instead of looking like theft. SuperTokens
 * keeps the old token until the new ones are used; the time limit stops a copy of it from being
 * good for ever when the client never comes back.
 */
export const REFRESH_GRACE_MS = 10_000;

/**
 * The most sessions one user keeps; starting one more ends that user's oldest. Bounded per user,
 * never over all users together: a shared cap would let anyone who can sign in push everybody
 * else's sessions out. Nothing ends a session that is simply abandoned, so each browser a shopper
 * ever logged in from keeps one for a week; twenty covers a buyer's devices and a test run's tabs.
 * How many users there are is bounded by the limits on sign-ups.
 */
export const MAX_SESSIONS_PER_USER = 20;

/** Password-reset tokens live one hour, as in SuperTokens. */
export const RESET_TOKEN_LIFETIME_MS = 3600 * 1000;

/** Passwordless codes and magic links live 15 minutes, as in SuperTokens. */
export const PASSWORDLESS_CODE_LIFETIME_MS = 15 * 60 * 1000;

/** Wrong or expired codes allowed per login attempt (SuperTokens core default). */
export const MAX_CODE_INPUT_ATTEMPTS = 5;

export const OTP_LENGTH = 6;

/** The demo runs one tenant; the SDK drops `/public` from paths, but `/auth/public/…` works too. */
export const KNOWN_TENANTS: readonly string[] = ['public'];

/** Issuer when a session is created outside a request (API handlers, tests). */
export const DEFAULT_ISSUER = 'demo-api/auth';
