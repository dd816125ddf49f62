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

export const EnvSchema = z.object({
  VITE_API_URL: z._default(urlOrPath, '/api'),
  VITE_AUTH_DOMAIN: optionalUrl,
  VITE_SENTRY_DSN: optionalUrl,
  VITE_SENTRY_ENVIRONMENT: z._default(z.string().check(z.trim(), z.minLength(1)), 'development'),
  MODE: z._default(z.string(), 'development'),
});

export interface Env {
  apiUrl: string;
  /** Origin of the SuperTokens API (`…/auth`); undefined means the page's own origin. */
  authDomain: string | undefined;
  sentryDsn: string | undefined;
  sentryEnvironment: string;
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
  return {
    apiUrl: value.VITE_API_URL,
    authDomain: value.VITE_AUTH_DOMAIN || undefined,
    sentryDsn: value.VITE_SENTRY_DSN || undefined,
    sentryEnvironment: value.VITE_SENTRY_ENVIRONMENT,
    isProduction: value.MODE === 'production',
  };
}

let cached: Env | undefined;

/** The validated configuration of this build; throws EnvError on a bad value. */
export function getEnv(): Env {
  cached ??= parseEnv(import.meta.env);
  return cached;
}
