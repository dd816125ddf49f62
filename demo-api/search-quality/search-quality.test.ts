/**
 * The search query table (query-table.ts) against the demo API, or another API with
 * SEARCH_API_URL: `SEARCH_API_URL=https://api.example.nl/api npm run test:search`.
 */
import { describe, expect, it } from 'vitest';
import type { ProductResult, Suggestion } from '../../src/shared/api/contract/products';
import { queryTable, type Expected } from './query-table';
import { completeQuery, searchProducts } from './search-api';

/** "Nilfisk Attix" fits "Nilfisk Attix 30"; "Nilfisk Attix 30" does not fit "Nilfisk Attix 300". */
const fitsMachine = (model: string, machine: string): boolean =>
  model === machine || model.startsWith(`${machine} `);

function resultHolds(result: ProductResult, expected: Expected): boolean {
  const models = result.product.compatibleModels;
  return (
    (!expected.fits || models.some((m) => fitsMachine(m, expected.fits ?? ''))) &&
    (!expected.brand ||
      result.brand.name === expected.brand ||
      models.some((m) => fitsMachine(m, expected.brand ?? ''))) &&
    (!expected.category || result.category === expected.category) &&
    (!expected.named || result.name.toLowerCase().includes(expected.named.toLowerCase())) &&
    (!expected.packSize || result.product.amount === expected.packSize) &&
    (!expected.onSale || result.isSale)
  );
}

/** A suggestion leads to the right product when it is that machine's page or names the product. */
function suggestionHolds(suggestion: Suggestion, expected: Expected): boolean {
  const label = suggestion.label.toLowerCase();
  const mentions = (text: string | undefined) => !text || label.includes(text.toLowerCase());
  if (suggestion.kind === 'type')
    return expected.fits !== undefined && fitsMachine(suggestion.label, expected.fits);
  if (suggestion.kind === 'brand')
    return !expected.fits && !expected.named && suggestion.label === expected.brand;
  return mentions(expected.fits) && mentions(expected.brand) && mentions(expected.named);
}

const described = (expected: Expected): string => JSON.stringify(expected);

describe('search query table', () => {
  for (const entry of queryTable) {
    const { query, locale, finds, didYouMean, foundFor } = entry;
    if (finds) {
      it(`"${query}" (${locale}) finds ${described(finds)} in the first 3 results and 5 suggestions`, async () => {
        const { results, relaxedQuery } = await searchProducts(query, locale);
        // Found for every word as typed, or for the text the answer names.
        expect(relaxedQuery).toBe(foundFor);
        const top = results.slice(0, 3);
        expect(
          top.some((r) => resultHolds(r, finds)),
          top.map((r) => `${r.name} [${r.product.compatibleModels.join(', ')}]`).join('\n'),
        ).toBe(true);
        if (finds.onSale) expect(results.filter((r) => !r.isSale).map((r) => r.name)).toEqual([]);
        const suggestions = (await completeQuery(query, locale)).slice(0, 5);
        expect(
          suggestions.some((s) => suggestionHolds(s, finds)),
          suggestions.map((s) => `${s.kind}: ${s.label}`).join('\n'),
        ).toBe(true);
      });
    }
    if (didYouMean) {
      it(`"${query}" (${locale}) finds nothing and offers ${didYouMean}`, async () => {
        const answer = await searchProducts(query, locale);
        expect(answer.total).toBe(0);
        expect(answer.didYouMean?.label).toBe(didYouMean);
        const offered = await searchProducts(didYouMean, locale);
        expect(offered.total).toBeGreaterThan(0);
      });
    }
  }

  it('holds at least 40 cases, each in one of the four languages', () => {
    expect(queryTable.length).toBeGreaterThanOrEqual(40);
    expect(new Set(queryTable.map((c) => c.locale))).toEqual(new Set(['nl', 'en', 'de', 'fr']));
  });
});
