/**
 * POST products/complete: up to 8 suggestions for the header search, mixing brands, models and
 * products so one kind cannot crowd out the others. They come from the same index and query as
 * the results (search-index/), typo tolerant, the last word taken as the start of a longer one;
 * each carries the parts of its label that matched. Products that fit one of the shopper's
 * machines come first among the products (docs/decisions/0078-fits-my-machines.md).
 */
import type { Locale } from '../../../src/shared/api/contract/common';
import type { Suggestion } from '../../../src/shared/api/contract/products';
import { catalogSearchIndex } from './search-index/catalog-index';
import { highlightLabel } from './search-index/highlight';
import type { CatalogSearchIndex } from './search-index/search-index';
import { withoutPackSizeBeingTyped } from './search-index/pack-size';
import { placedWords } from './search-index/normalize';
import { startsShopWord } from './search-index/shop-words';
import { queryWords, shopMeaning } from './search-index/query';

export const MAX_SUGGESTIONS = 8;
export const MIN_QUERY_LENGTH = 2;
type Quota = Record<Suggestion['kind'], number>;
/** Places per kind: guaranteed ones first, then the rest is filled by the best of what is left. */
const quota: Quota = { brand: 2, type: 3, product: 3 };
/**
 * When the text says what kind of product ("hepa filter kärcher"), products answer all of it and
 * brands and models only part: products get the most places, the rest is left to them too.
 */
const productQuota: Quota = { brand: 1, type: 2, product: 5 };
const kindOrder: Record<Suggestion['kind'], number> = { brand: 0, type: 1, product: 2 };

interface Candidate {
  suggestion: Suggestion;
  /** Relevance tier, then position within it: lower is better. */
  rank: readonly [number, number];
}

function candidates(
  text: string,
  locale: Locale,
  index: CatalogSearchIndex,
  machineTypeIds: ReadonlySet<string>,
): Candidate[] {
  const finder = index.searchFinder(text).map(({ entry, tier, matched }, position): Candidate => ({
    suggestion: {
      kind: entry.kind,
      label: entry.label,
      path: entry.path,
      highlight: highlightLabel(entry.label, matched, index.vocabulary),
    },
    rank: [tier, position],
  }));
  const found = index.searchFamilies(text, { prefix: true }) ?? [];
  const fits = (family: { typeIds: readonly string[] }) =>
    family.typeIds.some((id) => machineTypeIds.has(id));
  // What fits a machine first, the rest in its order: a fitting match further down still gets in.
  const products = [
    ...found.filter((r) => fits(r.facts.family)),
    ...found.filter((r) => !fits(r.facts.family)),
  ]
    .slice(0, MAX_SUGGESTIONS)
    .map(({ facts, tier, matched }, position): Candidate => {
      const label = facts.family.names[locale];
      return {
        suggestion: {
          kind: 'product',
          label,
          path: `detail/${facts.family.slug}`,
          highlight: highlightLabel(label, matched, index.vocabulary),
        },
        // Ahead of every tier, so the product places go to what fits before anything else.
        rank: [fits(facts.family) ? -1 : tier, position],
      };
    });
  return [...finder, ...products];
}

/** "sacs aspi" → "sacs": the text without its last word, when it has one before it. */
function withoutLastWord(text: string, when: (last: string) => boolean = () => true) {
  const words = placedWords(text);
  const last = words.at(-1);
  if (words.length < 2 || !last || !when(last.word)) return null;
  return text.slice(0, last.start).trim();
}

export function autocomplete(
  text: string,
  locale: Locale,
  index: CatalogSearchIndex = catalogSearchIndex(),
  machineTypeIds: readonly string[] = [],
): Suggestion[] {
  const words = queryWords(text, { prefix: true });
  if (words.join('').length < MIN_QUERY_LENGTH) {
    // "vacuum c", "stofzuiger f": a word just begun after words that say nothing; the list they
    // brought stays instead of flashing empty for a keystroke.
    const before = withoutLastWord(text);
    return before === null ? [] : autocomplete(before, locale, index, machineTypeIds);
  }
  const { vocabulary } = index;
  const saysKind = words.some((word) => (shopMeaning(word, vocabulary)?.length ?? 0) > 0);
  const places = saysKind ? productQuota : quota;
  const machines = new Set(machineTypeIds);
  const found = candidates(text, locale, index, machines);
  // "attix 30 10 st…": nothing is found while a pack size is half typed; the rest is. "NT 25/1 Ap":
  // nothing is found for the variant; the model is, as the results page finds it (relax.ts).
  // "sacs aspi…": nothing is found while a word that says nothing is half typed; "sacs" is.
  const shorter =
    found.length === 0
      ? (withoutPackSizeBeingTyped(text) ??
        index.relaxedSearch(text)?.text ??
        withoutLastWord(text, startsShopWord))
      : null;
  const all = (shorter ? candidates(shorter, locale, index, machines) : found).sort(
    (a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1],
  );
  const chosen = new Set<Candidate>();
  for (const kind of ['brand', 'type', 'product'] as const)
    for (const item of all.filter((c) => c.suggestion.kind === kind).slice(0, places[kind]))
      chosen.add(item);
  const fillers =
    places === productQuota ? all.filter((c) => c.suggestion.kind === 'product') : all;
  for (const item of fillers) {
    if (chosen.size >= MAX_SUGGESTIONS) break;
    chosen.add(item);
  }
  return [...chosen]
    .sort(
      (a, b) =>
        kindOrder[a.suggestion.kind] - kindOrder[b.suggestion.kind] ||
        a.rank[0] - b.rank[0] ||
        a.rank[1] - b.rank[1],
    )
    .slice(0, MAX_SUGGESTIONS)
    .map((c) => c.suggestion);
}
