/**
 * A language round trip nl → de → nl on a results page and a product page leaves every cached
 * answer holding data of its own key's language: each product name in the cache is the name the
 * API gives that product in the language its key names (a key can never hold another context's
 * answer).
 */
import { act, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { locales, type Locale } from '@/shared/api/contract/constants';
import { renderApp } from '../render-app';

const PRODUCT = 'nilfisk/attix-30/synthetic-dust-bags-5-layer';

/** Every `{ name, product: { id } }` (a product result) in an answer, however deep. */
function productResultsIn(data: unknown, found: { id: string; name: string }[] = []) {
  if (Array.isArray(data)) for (const item of data) productResultsIn(item, found);
  else if (data && typeof data === 'object') {
    const record = data as { name?: unknown; product?: { id?: unknown } };
    if (typeof record.name === 'string' && typeof record.product?.id === 'string')
      found.push({ id: record.product.id, name: record.name });
    for (const value of Object.values(data)) productResultsIn(value, found);
  }
  return found;
}

/** Each cached query whose key names a language, with the product results it holds. */
function cachedByLanguage(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => ({
      key: query.queryKey,
      locale: query.queryKey.find((part): part is Locale => locales.includes(part as Locale)),
      results: productResultsIn(query.state.data),
    }))
    .filter((entry) => entry.locale !== undefined && entry.results.length > 0);
}

describe('the query cache after a language round trip', () => {
  it('holds in every entry the names of its own language', async () => {
    const { router, queryClient } = await renderApp('/nl/results/nilfisk');
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    for (const path of [`/de/results/nilfisk`, `/nl/results/nilfisk`, `/de/detail/${PRODUCT}`]) {
      await act(() => router.navigate(path));
      await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    }
    await act(() => router.navigate(`/nl/detail/${PRODUCT}`));
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

    const entries = cachedByLanguage(queryClient);
    expect(new Set(entries.map((entry) => entry.locale))).toEqual(new Set(['nl', 'de']));
    for (const { key, locale, results } of entries) {
      for (const { id, name } of results.slice(0, 3)) {
        const context = { locale: locale!, accountType: 'personal', countryId: null } as const;
        const own = await api.call('productResult', { context, params: { id } });
        expect({ key, name }).toEqual({ key, name: own.name });
      }
    }
  });
});
