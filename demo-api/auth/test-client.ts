/**
 * Test helper: sends a request to the auth handlers the way the SDK would, without a server
 * (msw's `getResponse`). Used by the demo-api unit tests only.
 */
import { getResponse } from 'msw';
import { authHandlers } from '../handlers/auth/index';

export const ORIGIN = 'http://localhost';

export interface FdiCall {
  method?: 'GET' | 'POST';
  /** A JSON-serialisable body, or a raw string sent as is (to test malformed JSON). */
  body?: unknown;
  headers?: Record<string, string>;
}

export async function callAuth(
  path: string,
  { method = 'POST', body, headers = {} }: FdiCall = {},
): Promise<Response> {
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      rid: 'emailpassword',
      'st-auth-mode': 'header',
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await getResponse(authHandlers, request);
  if (!response) throw new Error(`No auth handler answered ${method} ${path}`);
  return response;
}

export async function callJson(
  path: string,
  call: FdiCall = {},
): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
  const response = await callAuth(path, call);
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  };
}

export const fields = (values: Record<string, string>) => ({
  formFields: Object.entries(values).map(([id, value]) => ({ id, value })),
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
