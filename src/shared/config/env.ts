/**
 * The build-time configuration (VITE_* variables), validated once at start so a bad value fails
 * with a message that names the variable instead of a broken call later. See .env.example.
 */
import * as z from 'zod/mini';

const urlOrPath = z.string().check(
  z.trim(),
  z.refine(
    (value) => value.startsWith('/') || URL.canParse(value),
    'must be a path such as /api or an absolute http(s) URL',
  ),
);

const optionalUrl = z.optional(
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || URL.canParse(value), 'must be an absolute URL or empty'),
  ),
);

/** A sample rate from 0 to 1 (`0.2`, `1`); empty or unset: the value of the requirements below. */
const optionalSampleRate = z.optional(
  z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || (/^\d*\.?\d+$/.test(value) && Number(value) <= 1),
      'must be a number from 0 to 1',
    ),
  ),
);

/** Error reporting's sample rates when none are configured (requirements §12.1). */
export const SENTRY_SAMPLE_RATE_DEFAULTS = {
  traces: 0.2,
  replaysSession: 1,
  replaysOnError: 1,
} as const;

export const EnvSchema = z.object({
  VITE_API_URL: z._default(urlOrPath, '/api'),
  VITE_AUTH_DOMAIN: optionalUrl,
  VITE_SENTRY_DSN: optionalUrl,
  VITE_SENTRY_ENVIRONMENT: z._default(z.string().check(z.trim(), z.minLength(1)), 'development'),
  VITE_SENTRY_TRACES_SAMPLE_RATE: optionalSampleRate,
  VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE: optionalSampleRate,
  VITE_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: optionalSampleRate,
  // Set by the build itself (vite.config.ts), never by hand: the id in dist/version.json.
  VITE_BUILD_ID: z.optional(z.string()),
  MODE: z._default(z.string(), 'development'),
});

export interface Env {
  apiUrl: string;
  /** Origin of the SuperTokens API (`…/auth`); undefined means the page's own origin. */
  authDomain: string | undefined;
  sentryDsn: string | undefined;
  sentryEnvironment: string;
  sentryTracesSampleRate: number;
  sentryReplaysSessionSampleRate: number;
  sentryReplaysOnErrorSampleRate: number;
  /** The build's id (dist/version.json): the version check compares it, Sentry's release names it. */
  buildId: string | undefined;
  isProduction: boolean;
}

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new EnvError(`Invalid configuration (see .env.example): ${problems}`);
  }
  const value = parsed.data;
  const rate = (configured: string | undefined, fallback: number) =>
    configured ? Number(configured) : fallback;
  return {
    apiUrl: value.VITE_API_URL,
    authDomain: value.VITE_AUTH_DOMAIN || undefined,
    sentryDsn: value.VITE_SENTRY_DSN || undefined,
    sentryEnvironment: value.VITE_SENTRY_ENVIRONMENT,
    sentryTracesSampleRate: rate(
      value.VITE_SENTRY_TRACES_SAMPLE_RATE,
      SENTRY_SAMPLE_RATE_DEFAULTS.traces,
    ),
    sentryReplaysSessionSampleRate: rate(
      value.VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
      SENTRY_SAMPLE_RATE_DEFAULTS.replaysSession,
    ),
    sentryReplaysOnErrorSampleRate: rate(
      value.VITE_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
      SENTRY_SAMPLE_RATE_DEFAULTS.replaysOnError,
    ),
    buildId: value.VITE_BUILD_ID || undefined,
    isProduction: value.MODE === 'production',
  };
}

let cached: Env | undefined;

/** The validated configuration of this build; throws EnvError on a bad value. */
export function getEnv(): Env {
  cached ??= parseEnv(import.meta.env);
  return cached;
}
