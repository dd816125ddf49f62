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

/** Refresh tokens live 100 days, as in SuperTokens. */
export const REFRESH_TOKEN_LIFETIME_MS = 100 * 24 * 3600 * 1000;

/** Password-reset tokens live one hour, as in SuperTokens. */
export const RESET_TOKEN_LIFETIME_MS = 3600 * 1000;

/** Passwordless codes and magic links live 15 minutes, as in SuperTokens. */
export const PASSWORDLESS_CODE_LIFETIME_MS = 15 * 60 * 1000;

/** Wrong or expired codes allowed per login attempt (SuperTokens core default). */
export const MAX_CODE_INPUT_ATTEMPTS = 5;

export const OTP_LENGTH = 6;

/** The demo runs one tenant; the SDK drops `/public` from paths, but `/auth/public/…` works too. */
export const KNOWN_TENANTS: readonly string[] = ['public'];

/**
 * Signs access tokens. Not a secret (this is a demo without real accounts); fixed so that tokens
 * stay valid across a restart when DEMO_DATA_FILE keeps the sessions.
 */
export const ACCESS_TOKEN_SIGNING_KEY = 'demo-api-access-token-signing-key';

/** Issuer when a session is created outside a request (API handlers, tests). */
export const DEFAULT_ISSUER = 'demo-api/auth';
