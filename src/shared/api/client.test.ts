import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import type { ShopperContext } from '../shopper/shopper-context';
import { createApiClient, type CallOptions } from './client';
import type { EndpointName } from './contract/endpoints';

const brands = [{ id: 'b-nilfisk', name: 'Nilfisk', url: 'nilfisk', discount: 10 }];

const guest: ShopperContext = { accountType: 'personal', locale: 'nl', countryId: null };

/** The client with one shopper context for every call (the context is each call's own). */
function clientWith(
  fetchImpl: typeof fetch,
  context: Partial<ShopperContext> = {},
  timeoutMs?: number,
) {
  const client = createApiClient({ baseUrl: '/api/', fetch: fetchImpl, timeoutMs });
  const withContext = <N extends EndpointName>(options: Partial<CallOptions<N>> = {}) => ({
    context: { ...guest, ...context },
    ...options,
  });
  return {
    call: <N extends EndpointName>(name: N, options?: Partial<CallOptions<N>>) =>
      client.call(name, withContext(options)),
    download: (name: EndpointName, options?: Partial<CallOptions<EndpointName>>) =>
      client.download(name, withContext(options)),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function recordingFetch(answer: () => Response) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe('the shop headers', () => {
  it('sends account type, locale and country on every call', async () => {
    const { calls, fetchImpl } = recordingFetch(() => json(brands));
    await clientWith(fetchImpl, { accountType: 'business', locale: 'de', countryId: 'DE' }).call(
      'brands',
    );
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe('/api/brands');
    expect(headers['x-account-type']).toBe('business');
    expect(headers['x-locale']).toBe('de');
    expect(headers['x-country-code']).toBe('DE');
  });

  it('sends the text null when no country is chosen, and each call its own context', async () => {
    const { calls, fetchImpl } = recordingFetch(() => json(brands));
    const client = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
    await client.call('brands', { context: guest });
    await client.call('brands', { context: { ...guest, locale: 'fr', countryId: 'BE' } });
    expect((calls[0]?.init.headers as Record<string, string>)['x-country-code']).toBe('null');
    expect((calls[1]?.init.headers as Record<string, string>)['x-locale']).toBe('fr');
    expect((calls[1]?.init.headers as Record<string, string>)['x-country-code']).toBe('BE');
  });

  it('fills and encodes path parameters, adds the query and sends JSON bodies', async () => {
    const { calls, fetchImpl } = recordingFetch(() => json({ suggestions: [] }));
    const client = clientWith(fetchImpl);
    await client.call('autocomplete', { body: { query: 'attix' } });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"query":"attix"}');
    expect((calls[0]?.init.headers as Record<string, string>)['content-type']).toBe(
      'application/json',
    );

    const detail = recordingFetch(() => json({ results: [], total: 0, next: null }));
    await clientWith(detail.fetchImpl).call('orders', { query: { year: 2026, query: '' } });
    expect(detail.calls[0]?.url).toBe('/api/orders?year=2026');
  });
});

describe('failures become one ApiError', () => {
  it('keeps status, code, message and field errors of an HTTP error', async () => {
    const { fetchImpl } = recordingFetch(() =>
      json(
        {
          message: 'Some fields are invalid',
          code: 'VALIDATION_ERROR',
          fieldErrors: { city: 'Required' },
        },
        422,
      ),
    );
    const error = await clientWith(fetchImpl)
      .call('brands')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Some fields are invalid',
    });
    expect((error as ApiError).fieldErrors).toEqual({ city: 'Required' });
  });

  it('gives a generic message when the error body is not JSON', async () => {
    const { fetchImpl } = recordingFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    await expect(clientWith(fetchImpl).call('brands')).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      code: 'HTTP_502',
      message: 'GET brands failed with status 502',
    });
  });

  it('reports a network failure', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(clientWith(fetchImpl).call('brands')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('reports an answer of the wrong shape as malformed, naming the field', async () => {
    const { fetchImpl } = recordingFetch(() =>
      json([{ id: 'b-1', name: 42, url: 'x', discount: null }]),
    );
    const error = (await clientWith(fetchImpl)
      .call('brands')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('malformed');
    expect(error.code).toBe('MALFORMED_RESPONSE');
    expect(error.message).toContain('0.name');
  });

  it('reports invalid JSON as malformed', async () => {
    const { fetchImpl } = recordingFetch(() => new Response('{"results": [', { status: 200 }));
    await expect(clientWith(fetchImpl).call('brands')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('honours an AbortSignal', async () => {
    const fetchImpl = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      })) as typeof fetch;
    const controller = new AbortController();
    const pending = clientWith(fetchImpl).call('brands', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', code: 'ABORTED' });
  });

  it('times out a call that hangs', async () => {
    const fetchImpl = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Timed out', 'TimeoutError')),
        );
      })) as typeof fetch;
    await expect(clientWith(fetchImpl, {}, 20).call('brands')).rejects.toMatchObject({
      kind: 'timeout',
      code: 'TIMEOUT',
    });
  });

  it('returns nothing for calls without a body, such as DELETE addresses/{id}', async () => {
    const { calls, fetchImpl } = recordingFetch(() => new Response(null, { status: 204 }));
    await expect(
      clientWith(fetchImpl).call('deleteAddress', { params: { id: 'a 1' } }),
    ).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('/api/addresses/a%201');
  });
});
