/**
 * Where the API client reads the shop headers from. Shared code cannot import the locale or
 * account features, so the app registers a source at start (see src/app/providers).
 */
import type { RequestContext } from './client';

const defaultContext: RequestContext = { accountType: 'personal', locale: 'nl', countryId: null };
let source: () => RequestContext = () => defaultContext;

export function setRequestContextSource(next: () => RequestContext): void {
  source = next;
}

export function getRequestContext(): RequestContext {
  return source();
}
