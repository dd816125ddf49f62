import { describe, expect, it } from 'vitest';
import type { Suggestion } from '@/shared/api/contract/products';
import { groupSuggestions } from './suggestion-groups';

const brand: Suggestion = { kind: 'brand', label: 'Nilfisk', path: 'results/nilfisk' };
const type: Suggestion = {
  kind: 'type',
  label: 'Nilfisk Attix 30',
  path: 'results/nilfisk/attix-30',
};
const product: Suggestion = { kind: 'product', label: 'Bag', path: 'detail/nilfisk/attix-30/bag' };

describe('suggestion groups', () => {
  it('orders brands, models, products and numbers them in that order', () => {
    const { groups, ordered } = groupSuggestions([product, type, brand]);
    expect(ordered).toEqual([brand, type, product]);
    expect(groups.map((g) => [g.kind, g.entries.map((e) => e.index)])).toEqual([
      ['brand', [0]],
      ['type', [1]],
      ['product', [2]],
    ]);
  });

  it('leaves out kinds without suggestions', () => {
    expect(groupSuggestions([product]).groups.map((g) => g.kind)).toEqual(['product']);
  });
});
