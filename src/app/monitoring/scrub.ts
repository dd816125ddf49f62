/**
 * Keeps tokens, passwords and e-mail addresses out of error reports: they must never leave the
 * browser in a Sentry event, breadcrumb, span or replay (docs/security.md, "Privacy in error reports").
 */
/** Plain and URL-encoded (`anna%40example.nl`, as in a query string). */
const EMAIL = /[A-Z0-9._%+-]+(?:@|%40)[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const BEARER = /Bearer\s+[A-Za-z0-9._~+/=-]+/g;
/** Access tokens are JWTs (header.payload.signature), wherever they appear. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const TOKEN_PARAM =
  /([?&#;](?:token|code|linkCode|preAuthSessionId|password|access_token|refresh_token)=)[^&#\s"']*/gi;
/** A magic link carries its link code as the bare fragment: `…?preAuthSessionId=…#<code>`. */
const MAGIC_LINK_FRAGMENT = /(preAuthSessionId=[^#\s"']*)#[^\s"']*/gi;
const SECRET_KEY = /token|password|authorization|cookie|secret/i;

export function scrubText(text: string): string {
  return text
    .replace(MAGIC_LINK_FRAGMENT, '$1#[removed]')
    .replace(BEARER, 'Bearer [removed]')
    .replace(JWT, '[token]')
    .replace(TOKEN_PARAM, '$1[removed]')
    .replace(EMAIL, '[email]');
}

function scrubValue(value: unknown, depth: number): unknown {
  if (depth > 8) return value;
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

/** An error or transaction event, a span, a breadcrumb or a replay event, scrubbed (a copy). */
export function scrubEvent<T extends object>(event: T): T {
  return scrubValue(event, 0) as T;
}

/**
 * Replay recording events: only the page's address (meta, type 4) and the SDK's custom events
 * (type 5: navigation and fetch spans, breadcrumbs) carry URLs. The DOM snapshots are masked by
 * the replay options (maskAllText, inputs) and too big to walk on every mutation.
 */
export function scrubRecordingEvent<T extends { type: number }>(event: T): T {
  return event.type === 4 || event.type === 5 ? scrubEvent(event) : event;
}
