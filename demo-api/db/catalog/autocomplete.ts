/**
 * POST products/complete: up to 8 suggestions for the header search, mixing brands, models and
 * products so one kind cannot crowd out the others. Within a kind, prefix matches come first.
 */
import type { Locale } from '../../../src/shared/api/contract/common';
import type { Suggestion } from '../../../src/shared/api/contract/products';
import { catalog } from './index';
import { searchKey } from './slug';

export const MAX_SUGGESTIONS = 8;
export const MIN_QUERY_LENGTH = 2;
/** Guaranteed places per kind before the rest is filled by best match. */
const quota: Record<Suggestion['kind'], number> = { brand: 2, type: 3, product: 3 };

interface Candidate {
  suggestion: Suggestion;
  /** Search keys of the names it can be found by ("nilfisk attix 30", "attix 30"). */
  keys: string[];
}

interface Scored {
  suggestion: Suggestion;
  score: number;
}

/** 0: a name starts with the query; 1: a word in it does; 2: it contains every word typed. */
function score(keys: readonly string[], query: string, tokens: readonly string[]): number | null {
  if (keys.some((key) => key.startsWith(query))) return 0;
  if (keys.some((key) => key.includes(` ${query}`))) return 1;
  if (keys.some((key) => tokens.every((token) => key.includes(token)))) return 2;
  return null;
}

function candidates(locale: Locale): Candidate[] {
  const index = catalog();
  const named = index.brands.filter((b) => b.name !== '');
  const brands = named.map((b): Candidate => ({
    suggestion: { kind: 'brand', label: b.name, path: `results/${b.url}` },
    keys: [searchKey(b.name)],
  }));
  const types = named.flatMap((b) =>
    (index.typesByBrand.get(b.id) ?? []).map((t): Candidate => ({
      suggestion: { kind: 'type', label: `${b.name} ${t.name}`, path: `results/${b.url}/${t.url}` },
      keys: [searchKey(`${b.name} ${t.name}`), searchKey(t.name)],
    })),
  );
  const products = [...index.families]
    .sort((a, b) => a.curatedRank - b.curatedRank)
    .map((f): Candidate => ({
      suggestion: { kind: 'product', label: f.names[locale], path: `detail/${f.slug}` },
      keys: [searchKey(f.names[locale])],
    }));
  return [...brands, ...types, ...products];
}

export function autocomplete(text: string, locale: Locale): Suggestion[] {
  const query = searchKey(text);
  if (query.length < MIN_QUERY_LENGTH) return [];
  const tokens = query.split(' ');
  const scored: Scored[] = [];
  for (const candidate of candidates(locale)) {
    const s = score(candidate.keys, query, tokens);
    if (s !== null) scored.push({ suggestion: candidate.suggestion, score: s });
  }
  // Stable sort: equal scores keep the catalogue order (brands and models as the finder lists them).
  scored.sort((a, b) => a.score - b.score);

  const chosen = new Set<Scored>();
  for (const kind of ['brand', 'type', 'product'] as const) {
    for (const item of scored.filter((s) => s.suggestion.kind === kind).slice(0, quota[kind]))
      chosen.add(item);
  }
  for (const item of scored) {
    if (chosen.size >= MAX_SUGGESTIONS) break;
    chosen.add(item);
  }
  const order = { brand: 0, type: 1, product: 2 };
  return [...chosen]
    .sort((a, b) => order[a.suggestion.kind] - order[b.suggestion.kind] || a.score - b.score)
    .slice(0, MAX_SUGGESTIONS)
    .map((s) => s.suggestion);
}
