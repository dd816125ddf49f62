import { describe, expect, it } from 'vitest';
import { addVat, percentOf, sum } from './money';

describe('percentOf: half up to whole cents', () => {
  it('rounds a half cent up', () => {
    expect(percentOf(1050, 21)).toBe(221); // 1050 × 21 % = 220.5 → 221
    expect(percentOf(50, 1)).toBe(1); // 0.5 → 1
  });
  it('rounds below a half cent down', () => {
    expect(percentOf(1049, 21)).toBe(220); // 220.29 → 220
    expect(percentOf(49, 1)).toBe(0); // 0.49 → 0
  });
  it('handles fractional percentages exactly', () => {
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(333, 12.5)).toBe(42); // 41.625 → 42
    expect(percentOf(4, 12.5)).toBe(1); // 0.5 → 1
    expect(percentOf(1000, 0.1)).toBe(1); // 0.1 is no exact binary fraction; basis points are
  });
  it('is 0 for nothing or for 0 %', () => {
    expect(percentOf(0, 21)).toBe(0);
    expect(percentOf(1234, 0)).toBe(0);
  });
});

describe('addVat and sum', () => {
  it('adds the rounded VAT', () => {
    expect(addVat(695, 21)).toBe(841); // 695 + 145.95 → 695 + 146
    expect(addVat(995, 19)).toBe(1184); // 995 + 189.05 → 995 + 189
    expect(addVat(2495, 0)).toBe(2495);
  });
  it('sums', () => {
    expect(sum([])).toBe(0);
    expect(sum([1, 2, 3])).toBe(6);
  });
});
