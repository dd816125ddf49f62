/**
 * Keeps tokens, passwords and e-mail addresses out of error reports: they must never leave the
 * browser in a Sentry event (issue 5/7's privacy rule).
 */
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const BEARER = /Bearer\s+[A-Za-z0-9._~+/=-]+/g;
const TOKEN_PARAM = /([?&#](?:token|code|linkCode|preAuthSessionId|password)=)[^&#\s]*/gi;
const SECRET_KEY = /token|password|authorization|cookie|secret/i;

export function scrubText(text: string): string {
  return text
    .replace(BEARER, 'Bearer [removed]')
    .replace(TOKEN_PARAM, '$1[removed]')
    .replace(EMAIL, '[email]');
}

function scrubValue(value: unknown, depth: number): unknown {
  if (depth > 6) return value;
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      out[key] = SECRET_KEY.test(key) ? '[removed]' : scrubValue(item, depth + 1);
    return out;
  }
  return value;
}

export function scrubEvent<T extends object>(event: T): T {
  return scrubValue(event, 0) as T;
}
