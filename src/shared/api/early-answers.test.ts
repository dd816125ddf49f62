import { afterEach, describe, expect, it, vi } from 'vitest';
import { scopeOf, type ShopperContext } from '../shopper/shopper-context';
import { createApiClient } from './client';
import { EARLY_ANSWER_MAX_AGE_MS, startEarlyAnswer, takeEarlyAnswer } from './early-answers';

const shopHeaders = (context: ShopperContext) => scopeOf(context).headers;
const guest: ShopperContext = { accountType: 'personal', locale: 'nl', countryId: null };
const brands = [{ id: 'b-nilfisk', name: 'Nilfisk', url: 'nilfisk', discount: 10 }];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page's early script asked for the brands with these headers; answers the fetch it used. */
function earlyBrands(headers = shopHeaders(guest), answer: () => Response = () => json(brands)) {
  const earlyFetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', earlyFetch);
  startEarlyAnswer('/api/brands', headers);
  vi.unstubAllGlobals();
  return earlyFetch;
}

function client(context: ShopperContext = guest, timeoutMs?: number) {
  const clientFetch = vi.fn(async () => json(brands));
  const client = createApiClient({
    baseUrl: '/api',
    fetch: clientFetch as unknown as typeof fetch,
    timeoutMs,
  });
  const api = { call: (name: 'brands') => client.call(name, { context }) };
  return { api, clientFetch };
}

afterEach(() => {
  delete window.__shopEarlyAnswers;
  vi.useRealTimers();
});

describe('early answers', () => {
  it('the first matching call takes the early answer instead of asking again, once', async () => {
    earlyBrands();
    const { api, clientFetch } = client();
    await expect(api.call('brands')).resolves.toEqual(brands);
    expect(clientFetch).not.toHaveBeenCalled();
    // Taken once: the next call asks the API itself.
    await api.call('brands');
    expect(clientFetch).toHaveBeenCalledTimes(1);
  });

  it('is not taken by a call with other headers (another account type, language or country)', async () => {
    earlyBrands();
    for (const context of [
      { ...guest, accountType: 'business' as const },
      { ...guest, locale: 'de' as const },
      { ...guest, countryId: 'BE' },
    ]) {
      const { api, clientFetch } = client(context);
      await api.call('brands');
      expect(clientFetch).toHaveBeenCalledTimes(1);
    }
    expect(window.__shopEarlyAnswers).toHaveLength(1);
  });

  it('is not taken once it is stale', () => {
    vi.useFakeTimers();
    earlyBrands();
    vi.advanceTimersByTime(EARLY_ANSWER_MAX_AGE_MS + 1);
    expect(takeEarlyAnswer('GET', '/api/brands', shopHeaders(guest))).toBeUndefined();
  });

  it('a failed early answer is the call’s failure, with the spec’s error handling', async () => {
    earlyBrands(shopHeaders(guest), () => json({ code: 'BOOM', message: 'Server fault' }, 500));
    const { api } = client();
    await expect(api.call('brands')).rejects.toMatchObject({ status: 500, code: 'BOOM' });
  });

  it('a malformed early answer is rejected by the contract like any other', async () => {
    earlyBrands(shopHeaders(guest), () => json([{ id: 42 }]));
    const { api } = client();
    await expect(api.call('brands')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('an early answer that never comes ends in the call’s own time-out', async () => {
    earlyBrands(shopHeaders(guest), () => new Promise<Response>(() => undefined) as never);
    const { api } = client(guest, 50);
    await expect(api.call('brands')).rejects.toMatchObject({ kind: 'timeout' });
  });
});
