/**
 * The two search calls as the shop makes them, to the demo API's handlers (no server needed) or,
 * when SEARCH_API_URL is set (e.g. https://api.example.nl/api), to that API over HTTP.
 */
import type { Locale } from '../../src/shared/api/contract/common';
import {
  AutocompleteResponseSchema,
  ProductSearchResponseSchema,
  type ProductSearchResponse,
  type Suggestion,
} from '../../src/shared/api/contract/products';
import { callCatalog } from '../handlers/api/catalog-test-client';

export const externalApi = process.env.SEARCH_API_URL?.replace(/\/+$/, '') || null;

async function post(path: string, body: unknown, locale: Locale): Promise<unknown> {
  const headers = {
    'content-type': 'application/json',
    'x-locale': locale,
    'x-account-type': 'personal',
    'x-country-code': 'NL',
  };
  const response = externalApi
    ? await fetch(`${externalApi}/${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    : await callCatalog(path, { method: 'POST', body, headers });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
  return response.json();
}

export async function searchProducts(
  query: string,
  locale: Locale,
): Promise<ProductSearchResponse> {
  return ProductSearchResponseSchema.parse(await post('products', { query }, locale));
}

export async function completeQuery(query: string, locale: Locale): Promise<Suggestion[]> {
  return AutocompleteResponseSchema.parse(await post('products/complete', { query }, locale))
    .suggestions;
}
