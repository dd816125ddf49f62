/**
 * POST products: find, filter, sort and page the catalogue for one request (requirements §5.3).
 * The text goes to the search index (search-index/), which ranks what it finds; absent filters
 * mean "any"; `sale`, `outlet` and `new` only filter when true. The results page's filters and
 * their counts (type, material, layers, pack size, stock, sale) are in facets.ts. The shopper's
 * machines (`machineTypeIds`) narrow the list (`fitsMachines`) or, with the standard sort, put
 * what fits them first (docs/decisions/0078-fits-my-machines.md).
 */
import type {
  ProductSearchQuery,
  ProductSearchResponse,
  SearchFacets,
  Sort,
  Suggestion,
} from '../../../src/shared/api/contract/products';
import { decodeCursor, encodeCursor, fingerprint } from './cursor';
import {
  facetFilters,
  passesFilters,
  searchFacets,
  shownPackaging,
  type FacetFilters,
} from './facets';
import { catalog } from './index';
import { toProduct, toProductResult, type CatalogView } from './product-result';
import type { FamilyRecord, PackagingRecord } from './records';
import { catalogSearchIndex } from './search-index/catalog-index';
import { queryPackSizes, queryWords } from './search-index/query';

export const PAGE_SIZE = 24;

/** Everything but the filters of facets.ts: the scope their counts are taken in. */
function matches(family: FamilyRecord, query: ProductSearchQuery): boolean {
  const index = catalog();
  if (query.brandTypeId && !family.typeIds.includes(query.brandTypeId)) return false;
  // A brand means "fits a machine of this brand", which includes the brand's own families.
  if (
    query.brandId &&
    !family.typeIds.some((id) => index.typeById.get(id)?.brandId === query.brandId)
  )
    return false;
  if (query.addonId && family.addonId !== query.addonId) return false;
  if (query.addonVariantId && family.addonVariantId !== query.addonVariantId) return false;
  if (query.outlet === true && !family.isOutlet) return false;
  return query.new !== true || family.isNew;
}

/**
 * The box a card shows: the pack size the text names ("10 stuks") where the family comes in it and
 * the filters leave it, else the filters' own choice (facets.ts). A named size narrows nothing.
 */
function packagingShown(
  text: string,
  filters: FacetFilters,
): (family: FamilyRecord) => PackagingRecord {
  const named = queryPackSizes(text);
  if (named.length === 0 || filters.packSizes.length > 0)
    return (family) => shownPackaging(family, filters);
  const asked = { ...filters, packSizes: named };
  return (family) => shownPackaging(family, passesFilters(family, asked) ? asked : filters);
}

function sorter(
  sort: Sort,
  view: CatalogView,
  shown: (family: FamilyRecord) => PackagingRecord,
): (a: FamilyRecord, b: FamilyRecord) => number {
  const byRank = (a: FamilyRecord, b: FamilyRecord): number => a.curatedRank - b.curatedRank;
  if (sort === 'name-asc' || sort === 'name-desc') {
    const collator = new Intl.Collator(view.locale, { numeric: true });
    const sign = sort === 'name-asc' ? 1 : -1;
    return (a, b) =>
      sign * collator.compare(a.names[view.locale], b.names[view.locale]) || byRank(a, b);
  }
  if (sort === 'price-asc' || sort === 'price-desc') {
    // The price the shopper sees on the card: incl. VAT for private buyers, excl. for businesses.
    const prices = new Map<string, number>();
    const priceOf = (f: FamilyRecord): number => {
      let price = prices.get(f.id);
      if (price === undefined) {
        const product = toProduct(f, shown(f), view.buyer);
        price = view.buyer.accountType === 'business' ? product.priceExclVat : product.priceInclVat;
        prices.set(f.id, price);
      }
      return price;
    };
    const sign = sort === 'price-asc' ? 1 : -1;
    return (a, b) => sign * (priceOf(a) - priceOf(b)) || byRank(a, b);
  }
  return byRank;
}

/** Does the family fit one of these machine models? An unknown model fits nothing. */
const fitsOneOf =
  (typeIds: ReadonlySet<string>) =>
  (family: FamilyRecord): boolean =>
    family.typeIds.some((id) => typeIds.has(id));

/** The fitting families first, each part in its order. */
function fittingFirst(
  families: readonly FamilyRecord[],
  fits: (family: FamilyRecord) => boolean,
): FamilyRecord[] {
  return [...families.filter(fits), ...families.filter((f) => !fits(f))];
}

export type SearchOutcome =
  { ok: true; body: ProductSearchResponse } | { ok: false; reason: 'invalid-cursor' };

/** The nearest brand or model, offered when a text found nothing ("Did you mean …?"). */
function didYouMean(text: string): Suggestion | undefined {
  const nearest = catalogSearchIndex().nearestFinderEntry(text);
  return (
    nearest && { kind: nearest.entry.kind, label: nearest.entry.label, path: nearest.entry.path }
  );
}

/** The facets, with the total that `fitsMachines` would leave when the shopper has machines. */
function withFitsCount(
  facets: SearchFacets,
  scope: readonly FamilyRecord[],
  filters: FacetFilters,
  machines: readonly string[],
  fits: (family: FamilyRecord) => boolean,
): SearchFacets {
  if (machines.length === 0) return facets;
  const fitsMachines = scope.filter((f) => fits(f) && passesFilters(f, filters)).length;
  return { ...facets, fitsMachines };
}

export function searchProducts(query: ProductSearchQuery, view: CatalogView): SearchOutcome {
  const text = query.query ?? '';
  // Ranked by relevance (search-index/), or null when the text holds no word that tells apart;
  // nothing found for every word, what all but one of them find (a model's variant typed too).
  const asTyped = catalogSearchIndex().searchFamilies(text);
  const relaxed = asTyped?.length === 0 ? catalogSearchIndex().relaxedSearch(text) : null;
  const ranked = relaxed?.ranked ?? asTyped;
  const sort = query.sort ?? 'standard';
  const filters = facetFilters(query);
  const shown = packagingShown(text, filters);
  const machines = [...new Set(query.machineTypeIds ?? [])].sort();
  const fits = fitsOneOf(new Set(machines));
  const fitsOnly = query.fitsMachines === true;
  // Everything that changes the list, and nothing else (the cursor itself is left out).
  const queryHash = fingerprint([
    queryWords(text),
    queryPackSizes(text),
    query.brandId ?? null,
    query.brandTypeId ?? null,
    query.addonId ?? null,
    query.addonVariantId ?? null,
    sort,
    filters,
    machines,
    fitsOnly,
    query.outlet === true,
    query.new === true,
    query.accountType ?? null,
    view.locale,
  ]);
  const offset = query.next ? decodeCursor(query.next, queryHash) : 0;
  if (offset === null) return { ok: false, reason: 'invalid-cursor' };

  const candidates = ranked ? ranked.map((r) => r.facts.family) : catalog().families;
  const scope = candidates.filter((f) => matches(f, query));
  // Fitting a machine is one more filter: the others' counts are taken with it applied.
  const narrowed = fitsOnly ? scope.filter(fits) : scope;
  const passing = narrowed.filter((f) => passesFilters(f, filters));
  // "Standard" is relevance when something was typed: the index's order is kept as it is.
  const sorted = ranked && sort === 'standard' ? passing : passing.sort(sorter(sort, view, shown));
  // The shopper's machines lift what fits them in the standard order only: a chosen sort rules.
  const found = sort === 'standard' && machines.length > 0 ? fittingFirst(sorted, fits) : sorted;
  const page = found.slice(offset, offset + PAGE_SIZE);
  const nearest = ranked && scope.length === 0 && offset === 0 ? didYouMean(text) : undefined;
  const nearestWhenNothing = nearest ? { didYouMean: nearest } : {};
  const end = offset + page.length;
  return {
    ok: true,
    body: {
      results: page.map((f) => toProductResult(f, shown(f), view)),
      total: found.length,
      next: end < found.length ? encodeCursor(end, queryHash) : null,
      // The counts come with the first page: later pages of the same search have the same ones.
      ...(query.withFacets === true && offset === 0
        ? { facets: withFitsCount(searchFacets(narrowed, filters), scope, filters, machines, fits) }
        : {}),
      ...nearestWhenNothing,
      ...(relaxed ? { relaxedQuery: relaxed.text } : {}),
    },
  };
}
