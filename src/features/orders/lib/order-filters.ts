/**
 * The orders search lives in the URL (`?query=&brandId=&year=`) so a reload, a shared link and
 * the back button all show the same search. Empty values are left out of the URL.
 */
export interface OrderFilters {
  query: string;
  brandId: string;
  /** A four-digit year, or '' for any year. */
  year: string;
}

export const noFilters: OrderFilters = { query: '', brandId: '', year: '' };

const MAX_QUERY_LENGTH = 100;

export function readOrderFilters(search: URLSearchParams): OrderFilters {
  const year = search.get('year') ?? '';
  return {
    query: (search.get('query') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    brandId: (search.get('brandId') ?? '').trim(),
    // A hand-edited year the API would refuse (422) is treated as "any year".
    year: /^(20\d\d|2100)$/.test(year) ? year : '',
  };
}

export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['query', 'brandId', 'year'] as const) {
    const value = filters[key].trim();
    if (value) search.set(key, value);
  }
  return search;
}

export const hasFilters = (filters: OrderFilters): boolean =>
  Boolean(filters.query || filters.brandId || filters.year);

/**
 * The years to choose from: this year back over the last five. The oldest order's year is not
 * known before searching, and the shop keeps order history for about that long.
 */
export function yearOptions(now: Date = new Date(), count = 5): string[] {
  const thisYear = now.getFullYear();
  return Array.from({ length: count }, (_, index) => String(thisYear - index));
}
