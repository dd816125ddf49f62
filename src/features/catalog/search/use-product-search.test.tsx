/**
 * The search-context rules of requirements §5.3 as properties of the product search's infinite query: the
 * same search without a cursor fetches nothing, a cursor appends, another search starts over,
 * sort resets the cursor, the end flag, and a failed page kept with its search until retry.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import type { ProductResult, ProductSearchQuery } from '@/shared/api/contract/products';
import { server } from '../../../../tests/msw-server';
import { routeWrapper } from '../../../../tests/route-wrapper';
import type { SearchQuery } from '../api/search-products';
import { useProductSearch } from './use-product-search';

interface Sent {
  body: ProductSearchQuery;
  locale: string | null;
}
let sent: Sent[];
let failNext = false;

/** Three pages of two results for any search; `next` is the page number as text. */
function pagedSearch() {
  server.use(
    http.post('*/api/products', async ({ request }) => {
      const body = (await request.json()) as ProductSearchQuery;
      sent.push({ body, locale: request.headers.get('x-locale') });
      if (failNext) {
        failNext = false;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }
      const page = Number(body.next ?? '0');
      const results = [0, 1].map((i) => resultOf(`${body.sort ?? 'standard'}-${page}-${i}`));
      return HttpResponse.json({ results, total: 6, next: page < 2 ? String(page + 1) : null });
    }),
  );
}

let sample: ProductResult;
/** A result of the demo catalogue's shape, under another id. */
const resultOf = (id: string): ProductResult => ({ ...sample, id, name: id });

// As the app's client (src/app/providers/query-client.ts): answers stay fresh for a minute.
const queryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

function renderSearch(initial: SearchQuery, client = queryClient(), path = '/nl/results') {
  const wrapper = routeWrapper(path, client);
  return renderHook(({ query }) => useProductSearch(query), {
    wrapper,
    initialProps: { query: initial },
  });
}

beforeAll(async () => {
  const page = await api.call('searchProducts', {
    context: { locale: 'nl', accountType: 'personal', countryId: null },
    body: {},
  });
  sample = page.results[0]!;
});

beforeEach(() => {
  sent = [];
  failNext = false;
  pagedSearch();
});

describe('product search (requirements §5.3 search contexts)', () => {
  it('the same search again without a cursor fetches nothing', async () => {
    const client = queryClient();
    const first = renderSearch({ sort: 'standard' }, client);
    await waitFor(() => expect(first.result.current.total).toBe(6));
    first.unmount();
    const again = renderSearch({ sort: 'standard' }, client);
    expect(again.result.current.results).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent).toHaveLength(1);
  });

  it('the same search with a cursor appends the next page', async () => {
    const { result } = renderSearch({ sort: 'standard' });
    await waitFor(() => expect(result.current.results).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.results).toHaveLength(4));
    expect(sent[1]?.body.next).toBe('1');
    expect(result.current.results.map((r) => r.id)).toEqual([
      'standard-0-0',
      'standard-0-1',
      'standard-1-0',
      'standard-1-1',
    ]);
  });

  it('sets the reached-end flag when no cursor remains, and then fetches no more', async () => {
    const { result } = renderSearch({ sort: 'standard' });
    await waitFor(() => expect(result.current.results).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.results).toHaveLength(4));
    expect(result.current.reachedEnd).toBe(false);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.reachedEnd).toBe(true));
    act(() => result.current.loadMore());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent).toHaveLength(3);
  });

  it('a different search resets the results, and a sort change resets the cursor', async () => {
    const { result, rerender } = renderSearch({ sort: 'standard' });
    await waitFor(() => expect(result.current.results).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.results).toHaveLength(4));
    rerender({ query: { sort: 'price-asc' } });
    // The old order never shows under the new sort: nothing until its own first page is in.
    expect(result.current.results).toEqual([]);
    await waitFor(() => expect(result.current.results).toHaveLength(2));
    expect(sent.at(-1)?.body).toMatchObject({ sort: 'price-asc' });
    expect(sent.at(-1)?.body.next).toBeUndefined();
    expect(result.current.results[0]?.id).toBe('price-asc-0-0');
  });

  it('asks in the route’s language and shopper context, and another language is another search', async () => {
    const client = queryClient();
    const dutch = renderSearch({ sale: true }, client, '/nl/results');
    await waitFor(() => expect(dutch.result.current.total).toBe(6));
    const german = renderSearch({ sale: true }, client, '/de/results');
    await waitFor(() => expect(german.result.current.total).toBe(6));
    expect(sent.map((s) => s.locale)).toEqual(['nl', 'de']);
    expect(sent[0]?.body).toMatchObject({ sale: true, accountType: 'personal' });
  });

  it('keeps a failed page with its search: asking again does not fetch, retry does', async () => {
    const { result } = renderSearch({ sort: 'standard' });
    await waitFor(() => expect(result.current.results).toHaveLength(2));
    failNext = true;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.results).toHaveLength(2);
    act(() => result.current.loadMore());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent).toHaveLength(2);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.results).toHaveLength(4));
    expect(result.current.error).toBeNull();
  });
});
