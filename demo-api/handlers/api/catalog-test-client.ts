/**
 * Test helper: sends a request to the catalogue handlers the way the shop's HTTP client would
 * (its headers, JSON bodies), without a server, through msw's `getResponse`.
 */
import { getResponse } from 'msw';
import { expect } from 'vitest';
import {
  ProductSearchResponseSchema,
  type ProductResult,
  type ProductSearchQuery,
  type ProductSearchResponse,
} from '../../../src/shared/api/contract/products';
import { PAGE_SIZE } from '../../db/catalog/search';
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

/** POST products, answered 200 with a valid page. */
export async function searchProducts(
  query: ProductSearchQuery,
  headers: Record<string, string> = {},
): Promise<ProductSearchResponse> {
  const { status, json } = await callCatalogJson('products', {
    method: 'POST',
    body: query,
    headers,
  });
  expect(status).toBe(200);
  return ProductSearchResponseSchema.parse(json);
}

/** Every page of a search, following `next` until it is null; no page longer than a page. */
export async function allPages(
  query: ProductSearchQuery,
  headers: Record<string, string> = {},
): Promise<ProductResult[]> {
  const results: ProductResult[] = [];
  let next: string | null = null;
  do {
    const page = await searchProducts({ ...query, next }, headers);
    expect(page.results.length).toBeLessThanOrEqual(PAGE_SIZE);
    results.push(...page.results);
    next = page.next;
  } while (next !== null);
  return results;
}
