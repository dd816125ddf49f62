/**
 * The parts of a request every API call shares: the URL from base, path and query, and the shop's
 * headers from the request context. Kept apart from the client so the early scripts
 * (src/app/startup/early-calls) build their requests the same way without loading the client.
 */
import type { RequestContext } from './client';

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, string | number | undefined>,
): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

export function shopHeaders(context: RequestContext): Record<string, string> {
  return {
    'x-account-type': context.accountType,
    'x-locale': context.locale,
    'x-country-code': context.countryId ?? 'null',
  };
}
