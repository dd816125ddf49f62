/**
 * What the results page's URL asks for beyond its path: `?q=`, `?sort=`, `?context=`,
 * `?category=` and the filters (`../filters/filter-params.ts`). Unknown values are ignored rather than failing the page, because old bookmarks and
 * hand-edited links should still land on a useful list.
 */
import { sortOptions, type ProductCategory, type Sort } from '@/shared/api/contract/products';
import { SEARCH_TEXT_MAX, SEARCH_TEXT_PARAM } from '@/shared/config/paths';
import { readFilters, type ResultsFilters } from '../filters/filter-params';

export const resultsContexts = ['sale', 'outlet', 'new'] as const;
export type ResultsContext = (typeof resultsContexts)[number];

/** The sort's and the context's names, which the results page's GET form sends too. */
export const SORT_PARAM = 'sort';
export const CONTEXT_PARAM = 'context';

export const DEFAULT_SORT: Sort = 'standard';

export interface ResultsParams {
  /** Typed text, trimmed, invisible characters out; null when absent or blank. */
  text: string | null;
  sort: Sort;
  context: ResultsContext | null;
  /** The one product type the list shows (for its heading): `?category=` or a single type filter. */
  category: ProductCategory | null;
  filters: ResultsFilters;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function readResultsParams(search: URLSearchParams): ResultsParams {
  // A pasted text may carry invisible characters (a zero-width space, a soft hyphen): a search
  // for "\u200b" is a search for nothing, and its heading would quote nothing.
  const text = (search.get(SEARCH_TEXT_PARAM) ?? '')
    .replace(/\p{Cf}/gu, '')
    .trim()
    .slice(0, SEARCH_TEXT_MAX);
  const filters = readFilters(search);
  const [onlyType] = filters.types;
  return {
    text: text === '' ? null : text,
    sort: oneOf(sortOptions, search.get(SORT_PARAM)) ?? DEFAULT_SORT,
    context: oneOf(resultsContexts, search.get(CONTEXT_PARAM)),
    category: filters.types.length === 1 && onlyType ? onlyType : null,
    filters,
  };
}

/** The same search with another sort; the default is left out so plain links stay canonical. */
export function withSort(search: URLSearchParams, sort: Sort): URLSearchParams {
  const next = new URLSearchParams(search);
  if (sort === DEFAULT_SORT) next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, sort);
  return next;
}
