/**
 * Test helper: sends a request to the catalogue handlers the way the shop's HTTP client would
 * (its headers, JSON bodies), without a server, through msw's `getResponse`.
 */
import { getResponse } from 'msw';
import { catalogHandlers } from './catalog';

export interface CatalogCall {
  method?: 'GET' | 'POST';
  /** A JSON-serialisable body, or a raw string sent as is (to test malformed JSON). */
  body?: unknown;
  headers?: Record<string, string>;
}

export async function callCatalog(
  path: string,
  { method = 'GET', body, headers = {} }: CatalogCall = {},
): Promise<Response> {
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-locale': 'nl',
      'x-account-type': 'personal',
      'x-country-code': 'NL',
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await getResponse(catalogHandlers, request);
  if (!response) throw new Error(`No catalogue handler answered ${method} ${path}`);
  return response;
}

/** The status and parsed JSON of a call. */
export async function callCatalogJson(
  path: string,
  call: CatalogCall = {},
): Promise<{ status: number; json: unknown }> {
  const response = await callCatalog(path, call);
  return { status: response.status, json: await response.json() };
}
