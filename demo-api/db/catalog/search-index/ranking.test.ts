import { describe, expect, it } from 'vitest';
import type { FamilyRecord } from '../records';
import type { FamilyFacts } from './documents';
import { modelTerms } from './model-terms';
import { byRelevance, relevanceTier, type RankedFamily, type Tier } from './ranking';

const attix30 = modelTerms('Attix 30');
const facts = (id: string, isBag: boolean, inStock: boolean, curatedRank = 0): FamilyFacts => ({
  family: { id, curatedRank } as FamilyRecord,
  concepts: new Set(),
  models: [attix30, modelTerms('Attix 33')],
  brandWords: ['nilfisk'],
  isBag,
  inStock,
});
const ranked = (f: FamilyFacts, tier: Tier, score = 1): RankedFamily => ({
  facts: f,
  tier,
  score,
  matched: new Set(),
});

describe('relevanceTier', () => {
  it('is the model typed, then its series, then the brand, then anything else', () => {
    const f = facts('a', true, true);
    expect(relevanceTier(f, new Set(['attix', '30']))).toBe(0);
    expect(relevanceTier(f, new Set(['attix30']))).toBe(0);
    expect(relevanceTier(f, new Set(['attix', 'nilfisk']))).toBe(1);
    expect(relevanceTier(f, new Set(['nilfisk', '30']))).toBe(2);
    expect(relevanceTier(f, new Set(['_bag']))).toBe(3);
  });
});

describe('byRelevance', () => {
  it('orders by tier, then bags first, then in stock, then score, then the curated rank', () => {
    const list = [
      ranked(facts('filter-in-stock', false, true), 0, 9),
      ranked(facts('bag-sold-out', true, false), 0, 9),
      ranked(facts('bag-low-score', true, true), 0, 1),
      ranked(facts('bag-high-score', true, true), 0, 5),
      ranked(facts('series-bag', true, true), 1, 99),
      ranked(facts('bag-same-score-rank-2', true, true, 2), 0, 5),
    ];
    expect(list.sort(byRelevance).map((r) => r.facts.family.id)).toEqual([
      'bag-high-score',
      'bag-same-score-rank-2',
      'bag-low-score',
      'bag-sold-out',
      'filter-in-stock',
      'series-bag',
    ]);
  });
});
