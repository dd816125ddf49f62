import { describe, expect, it } from 'vitest';
import { hasFilters, readOrderFilters, writeOrderFilters, yearOptions } from './order-filters';

describe('order filters in the URL', () => {
  it('reads the three filters and drops what the API would refuse', () => {
    expect(
      readOrderFilters(new URLSearchParams('query=%20VS-2026%20&brandId=b-miele&year=2025')),
    ).toEqual({ query: 'VS-2026', brandId: 'b-miele', year: '2025' });
    expect(readOrderFilters(new URLSearchParams('year=25')).year).toBe('');
    expect(readOrderFilters(new URLSearchParams('query=' + 'x'.repeat(150))).query).toHaveLength(
      100,
    );
  });

  it('writes only the filters that are set, and round-trips', () => {
    const search = writeOrderFilters({ query: '', brandId: 'b-miele', year: '2026' });
    expect(search.toString()).toBe('brandId=b-miele&year=2026');
    expect(readOrderFilters(search)).toEqual({ query: '', brandId: 'b-miele', year: '2026' });
    expect(hasFilters(readOrderFilters(new URLSearchParams()))).toBe(false);
    expect(hasFilters(readOrderFilters(search))).toBe(true);
  });

  it('offers this year and the four before it, newest first', () => {
    expect(yearOptions(new Date('2026-06-01T12:00:00Z'))).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
    ]);
  });
});
