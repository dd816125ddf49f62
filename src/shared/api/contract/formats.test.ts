import { describe, expect, it } from 'vitest';
import { formatCents, formatDutchDate } from './formats';

describe('formatCents', () => {
  it('formats cents as euros in the nl-NL style', () => {
    expect(formatCents(123456)).toBe('€\u00a01.234,56');
    expect(formatCents(695)).toBe('€\u00a06,95');
    expect(formatCents(0)).toBe('€\u00a00,00');
  });
});

describe('formatDutchDate', () => {
  it('gives the Dutch long date with a two-digit day', () => {
    expect(formatDutchDate('2026-03-05T10:00:00Z')).toBe('05 maart 2026');
  });
});
