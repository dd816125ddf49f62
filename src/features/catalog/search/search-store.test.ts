/**
 * The search-context rules of spec §4 and §8, against the demo API (msw/node). Every request to
 * POST /api/products is recorded, so "nothing is fetched" is a count, not an assumption.
 */
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/api';
import type { CallOptions } from '@/shared/api/client';
import type { ProductSearchQuery } from '@/shared/api/contract/products';
import { getRequestContext, setRequestContext } from '@/shared/api/request-context';
import { server } from '../../../../tests/msw-server';
import { searchRequestKey, type SearchRequest } from './search-request';
import { resetSearchStore, useSearchStore } from './search-store';

const searches: Request[] = [];
const record = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/api/products') searches.push(request.clone());
};
const bodyOf = async (index: number) =>
  (await searches[index]!.clone().json()) as ProductSearchQuery;

const request = (query: ProductSearchQuery): SearchRequest => ({
  query: { sort: 'standard', accountType: 'personal', ...query },
  context: getRequestContext(),
});
const all = () => request({});
/** 19 families fit a Nilfisk: one page. */
const nilfisk = () => request({ brandId: 'b-nilfisk' });
/** 28 families on sale: two pages. */
const sale = () => request({ sale: true });

const store = () => useSearchStore.getState();
const general = () => store().contexts.generalSearch!;
const shownPrices = () => general().results.map((r) => r.product.priceInclVat);
const failOnce = () =>
  server.use(
    http.post('*/api/products', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), {
      once: true,
    }),
  );

beforeEach(() => {
  setRequestContext({ accountType: 'personal', locale: 'en', countryId: null });
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeAllListeners();
  searches.length = 0;
  resetSearchStore();
});

describe('search contexts (spec §4)', () => {
  it('fetches nothing for the same search when no cursor is left, and flags the end', async () => {
    await store().search('generalSearch', nilfisk());
    expect(general().results).toHaveLength(19);
    expect(general().next).toBeNull();
    expect(general().reachedEnd).toBe(true);

    await store().search('generalSearch', nilfisk());
    expect(searches).toHaveLength(1);
    expect(general().results).toHaveLength(19);
  });

  it('appends the next page for the same search while a cursor is left', async () => {
    await store().search('generalSearch', all());
    const firstPage = general().results.map((r) => r.id);
    const cursor = general().next;
    expect(firstPage).toHaveLength(24);
    expect(cursor).toEqual(expect.any(String));
    expect(general().reachedEnd).toBe(false);

    await store().search('generalSearch', all());
    expect(searches).toHaveLength(2);
    expect((await bodyOf(1)).next).toBe(cursor);
    expect(general().results).toHaveLength(48);
    expect(
      general()
        .results.slice(0, 24)
        .map((r) => r.id),
    ).toEqual(firstPage);
    expect(new Set(general().results.map((r) => r.id)).size).toBe(48);
  });

  it('starts over for a different search', async () => {
    await store().search('generalSearch', all());
    await store().search('generalSearch', all());
    await store().search('generalSearch', nilfisk());
    expect((await bodyOf(2)).next).toBeUndefined();
    expect(general().results).toHaveLength(19);
    expect(general().total).toBe(19);
    expect(general().key).toBe(searchRequestKey(nilfisk()));
  });

  it('sets the reached-end flag when the last page arrives, then fetches no more', async () => {
    await store().search('sale', sale());
    expect(store().contexts.sale!.reachedEnd).toBe(false);
    await store().search('sale', sale());
    expect(store().contexts.sale!.results).toHaveLength(28);
    expect(store().contexts.sale!.reachedEnd).toBe(true);
    await store().loadMore('sale');
    expect(searches).toHaveLength(2);
  });

  it('resets the cursor when the sort changes', async () => {
    await store().search('generalSearch', all());
    await store().search('generalSearch', all());
    expect(general().results).toHaveLength(48);

    await store().search('generalSearch', request({ sort: 'price-asc' }));
    const body = await bodyOf(2);
    expect(body.sort).toBe('price-asc');
    expect(body.next).toBeUndefined();
    expect(general().results).toHaveLength(24);
    expect(shownPrices()).toEqual([...shownPrices()].sort((a, b) => a - b));
  });

  it('treats another language, account type or country as a different search', async () => {
    await store().search('generalSearch', all());
    setRequestContext({ locale: 'de' });
    await store().search('generalSearch', all());
    expect(searches).toHaveLength(2);
    expect((await bodyOf(1)).next).toBeUndefined();
    expect(searches[1]!.headers.get('x-locale')).toBe('de');
    expect(general().results).toHaveLength(24);
  });

  it('keeps the contexts apart', async () => {
    await store().search('generalSearch', nilfisk());
    await store().search('sale', sale());
    await store().search('generalSearch', nilfisk());
    expect(searches).toHaveLength(2);
    expect(general().results).toHaveLength(19);
    expect(store().contexts.sale!.results).toHaveLength(24);
  });

  it('opening a search that is shown already neither refetches nor pages on', async () => {
    await store().open('generalSearch', all());
    await store().open('generalSearch', all());
    expect(searches).toHaveLength(1);
    expect(general().results).toHaveLength(24);
  });
});

describe('stale requests', () => {
  it('a fast sort change aborts the old request and never shows its results', async () => {
    server.use(
      http.post('*/api/products', async ({ request: req }) => {
        const body = (await req.clone().json()) as ProductSearchQuery;
        if (body.sort === 'standard') await delay(100);
        // Nothing returned: the demo API's own handler answers.
      }),
    );
    const call = vi.spyOn(api, 'call');
    const shown: string[][] = [];
    const stop = useSearchStore.subscribe((state) =>
      shown.push((state.contexts.generalSearch?.results ?? []).map((r) => r.id)),
    );
    const slow = store().search('generalSearch', all());
    await store().search('generalSearch', request({ sort: 'price-asc' }));
    await slow;
    await delay(150);
    stop();

    expect(general().key).toBe(searchRequestKey(request({ sort: 'price-asc' })));
    expect(shownPrices()).toEqual([...shownPrices()].sort((a, b) => a - b));
    const priceOrder = general().results.map((r) => r.id);
    const everShown = shown.filter((ids) => ids.length > 0);
    expect(everShown.length).toBeGreaterThan(0);
    expect(everShown.every((ids) => ids.join() === priceOrder.join())).toBe(true);
    const signalOf = (index: number) =>
      (call.mock.calls[index]![1] as CallOptions<'searchProducts'>).signal;
    expect(signalOf(0)?.aborted).toBe(true);
    expect(signalOf(1)?.aborted).toBe(false);
  });
});

describe('a failed page (spec §8)', () => {
  it('is stored with its search and rethrown for the same search without a new request', async () => {
    failOnce();
    const failure = await store()
      .search('generalSearch', all())
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 500 });
    expect(general().error).toEqual({ key: searchRequestKey(all()), error: failure });

    await expect(store().search('generalSearch', all())).rejects.toBe(failure);
    await expect(store().loadMore('generalSearch')).rejects.toBe(failure);
    expect(searches).toHaveLength(1);
  });

  it('retry clears the error and asks again', async () => {
    await store().search('generalSearch', all());
    failOnce();
    await expect(store().loadMore('generalSearch')).rejects.toMatchObject({ status: 500 });
    expect(general().results).toHaveLength(24);

    await store().retry('generalSearch');
    expect(general().error).toBeNull();
    expect(general().results).toHaveLength(48);
    expect(searches).toHaveLength(3);
  });

  it('does not hold back a different search', async () => {
    failOnce();
    await expect(store().search('generalSearch', all())).rejects.toBeDefined();
    await store().search('generalSearch', nilfisk());
    expect(general().error).toBeNull();
    expect(general().results).toHaveLength(19);
  });
});
