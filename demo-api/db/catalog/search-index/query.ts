/**
 * A shopper's text as a search: the words that say what kind of product ("zakken", "Beutel",
 * "hepa") become concepts the product must have; the others become a query tree for the index in
 * which every word must be found (AND), each in any of the forms it may stand for (OR): as typed
 * (typo tolerant), its singular, with letters and digits apart ("attix30" → attix 30), or split
 * into the words of a compound ("nilfiskattix"). Generic words ("stofzuiger", "für") drop.
 */
import type { Query } from 'minisearch';
import { hasDigit, letterDigitParts, placedWords } from './normalize';
import { splitPackSizes } from './pack-size';
import {
  conceptOf,
  conceptStartedBy,
  isGeneric,
  nearestShopWord,
  type Concept,
} from './shop-words';
import type { Vocabulary } from './vocabulary';

/** Typo tolerance by length: one edit from four characters, two from eight; numbers exactly. */
export function allowedEdits(term: string): number | false {
  if (hasDigit(term)) return false;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : false;
}

/** Plural endings of the four languages, longest first ("zakken" → "zak" drops "ken"). */
const pluralEndings = ['ken', 'en', 'es', 'n', 's', 'e', 'x'];

/** The singular of a word when the index or the shop's words know it, else the word. */
export function singular(word: string, vocabulary: Vocabulary): string {
  for (const ending of pluralEndings) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, word.length - ending.length);
    if (vocabulary.has(stem) || conceptOf(stem)) return stem;
  }
  return word;
}

const known = (word: string, vocabulary: Vocabulary): boolean =>
  vocabulary.has(word) || conceptOf(word) !== undefined || isGeneric(word);
const knownOrPlural = (word: string, vocabulary: Vocabulary): boolean =>
  known(word, vocabulary) || known(singular(word, vocabulary), vocabulary);

/**
 * "stofzuigerzakken" → ["stofzuiger", "zakken"]: the split with the longest first part whose
 * parts are all known words (or their plurals), or null. At most three parts.
 */
export function splitCompound(word: string, vocabulary: Vocabulary, depth = 0): string[] | null {
  if (depth > 1 || word.length < 6) return null;
  for (let at = word.length - 3; at >= 3; at--) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (!known(head, vocabulary)) continue;
    if (knownOrPlural(tail, vocabulary)) return [head, tail];
    const rest = splitCompound(tail, vocabulary, depth + 1);
    if (rest) return [head, ...rest];
  }
  return null;
}

/** The fewest letters a misspelt part of a compound may have: the typo tolerance starts there. */
const MIN_MISSPELT_PART = 4;

/**
 * "stofzuigerzakkennilfsk" → ["stofzuigerzakken", "nilfsk"]: a compound with a typo in one part,
 * which splitCompound cannot place. Known words are taken off the front, longest first, else off
 * the back, and the rest is split again; what is left must be long enough to be looked up with a
 * word's typo tolerance. Words known as written are tried before plurals and compounds, so the
 * typo's first letter is not taken for a plural ending ("stofzuigerzakkenn" + "ilfsk").
 */
export function splitAroundTypo(word: string, vocabulary: Vocabulary, depth = 0): string[] | null {
  if (depth > 2) return null;
  const asWritten = (part: string) => (known(part, vocabulary) ? [part] : null);
  const anyForm = (part: string) =>
    knownOrPlural(part, vocabulary) ? [part] : splitCompound(part, vocabulary);
  const restOf = (rest: string) => splitAroundTypo(rest, vocabulary, depth + 1) ?? [rest];
  for (const knownParts of [asWritten, anyForm]) {
    for (let at = word.length - MIN_MISSPELT_PART; at >= 3; at--) {
      const head = knownParts(word.slice(0, at));
      if (head) return [...head, ...restOf(word.slice(at))];
    }
    for (let at = MIN_MISSPELT_PART; at <= word.length - 3; at++) {
      const tail = knownParts(word.slice(at));
      if (tail) return [...restOf(word.slice(0, at)), ...tail];
    }
  }
  return null;
}

const shopConceptOf = (word: string, vocabulary: Vocabulary): Concept | undefined =>
  conceptOf(word) ?? conceptOf(singular(word, vocabulary));

/**
 * What a word says of the kind of product: its concepts, [] when it says nothing ("stofzuiger"),
 * or null when it is no shop word (a brand, a model, anything else). A word the index holds as it
 * is typed is never taken for a misspelt shop word; `prefix` lets an unfinished one count.
 */
export function shopMeaning(
  word: string,
  vocabulary: Vocabulary,
  prefix = false,
): Concept[] | null {
  const meaning = meaningAsTyped(word, vocabulary, prefix);
  // "stofzuigerz…", "Staubsaug…": a generic word still being typed, on its way to a bag.
  const started = prefix && meaning?.length === 0 ? conceptStartedBy(word) : undefined;
  return started ? [started] : meaning;
}

function meaningAsTyped(word: string, vocabulary: Vocabulary, prefix: boolean): Concept[] | null {
  if (isGeneric(word)) return [];
  const concept = shopConceptOf(word, vocabulary);
  if (concept) return [concept];
  // A word the index holds, or may be the start of while the autocomplete types it: no typo.
  if (vocabulary.has(word) || (prefix && vocabulary.hasPrefix(word))) return null;
  const parts = splitCompound(word, vocabulary);
  if (parts?.every((part) => isGeneric(part) || shopConceptOf(part, vocabulary)))
    return parts.flatMap((part) => shopConceptOf(part, vocabulary) ?? []);
  const [swapped] = transpositions(
    word,
    (candidate) => shopConceptOf(candidate, vocabulary) !== undefined,
  );
  if (swapped) return [shopConceptOf(swapped, vocabulary) as Concept];
  const near = nearestShopWord(word, {
    edits: allowedEdits(word),
    prefix: prefix && word.length >= 3,
  });
  return near === undefined ? null : near === 'generic' ? [] : [near];
}

const anyOf = (queries: Query[]): Query =>
  queries.length === 1 ? (queries[0] as Query) : { combineWith: 'OR', queries };
const allOf = (queries: Query[]): Query =>
  queries.length === 1 ? (queries[0] as Query) : { combineWith: 'AND', queries };

/**
 * "mieel", "nilifsk", "atixx": two letters swapped is the commonest slip of fast typing, and two
 * edits to the index's measure of typos (Levenshtein), more than a short word may have. The words
 * a swap of two neighbouring letters makes that `accept` knows.
 */
export function transpositions(word: string, accept: (candidate: string) => boolean): string[] {
  const found: string[] = [];
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (accept(swapped)) found.push(swapped);
  }
  return found;
}

/** A machine's generation as shoppers type it and as the catalogue writes it. */
const ROMAN: Readonly<Record<string, string>> = { '2': 'ii', '3': 'iii' };

/** The forms one typed word may stand for; `prefix` lets the last word of the autocomplete grow. */
function wordQuery(word: string, vocabulary: Vocabulary, prefix: boolean): Query {
  const forms: Query[] = [prefix ? { queries: [word], prefix: true } : word];
  const one = singular(word, vocabulary);
  if (one !== word) forms.push(one);
  if (hasDigit(word) && /\D/.test(word)) forms.push(allOf(letterDigitParts(word)));
  // "multi 2 30", "buddy 2": the catalogue writes the generation in Roman numerals (Multi II).
  const roman = ROMAN[word];
  if (roman) forms.push(roman);
  if (!hasDigit(word) && !knownOrPlural(word, vocabulary))
    forms.push(...transpositions(word, (swapped) => vocabulary.has(swapped)));
  if (!knownOrPlural(word, vocabulary)) {
    // "nilfiskattix" → nilfisk attix; the shop words of a compound ("nilfiskzakken") say too little
    // about which product to hold the search back, so only its other parts are looked up. A
    // compound with a typo at one end ("stofzuigerzakkennilfsk") looks its misspelt part up as a
    // word, with a word's typo tolerance.
    const parts = (splitCompound(word, vocabulary) ?? splitAroundTypo(word, vocabulary))?.filter(
      (part) => shopMeaning(part, vocabulary) === null,
    );
    if (parts && parts.length > 0) forms.push(allOf(parts));
  }
  return anyOf(forms);
}

/**
 * The words of a query that tell products apart: generic ones and pack sizes left out, but for
 * the last word of a text still being typed (`prefix`): "stofzuiger" may be going on to a bag.
 */
export function queryWords(text: string, { prefix = false }: { prefix?: boolean } = {}): string[] {
  const { words } = splitPackSizes(placedWords(text).map((w) => w.word));
  return words.filter((word, i) => !isGeneric(word) || (prefix && i === words.length - 1));
}

/** The pack sizes a query names ("10 stuks"): the box the list shows where there is one. */
export const queryPackSizes = (text: string): number[] =>
  splitPackSizes(placedWords(text).map((w) => w.word)).packSizes;

/** The most words of a model number a query may spread ("multi ii 22"). */
const MAX_RUN = 4;

/**
 * "nt 25 1" → "nt251": adjacent words that together are one term of a model number, joined, so
 * the index looks up the one rare term instead of "25" and "1", which half the models share.
 * A run must hold a digit; the autocomplete's last word may be the start of a longer run.
 */
export function joinModelRuns(words: readonly string[], vocabulary: Vocabulary, prefix = false) {
  const joined: string[] = [];
  for (let from = 0; from < words.length;) {
    let to = from;
    let run = words[from] ?? '';
    for (
      let next = from + 1, candidate = run;
      next < words.length && next <= from + MAX_RUN;
      next++
    ) {
      candidate += words[next] ?? '';
      const last = prefix && next === words.length - 1;
      if (vocabulary.has(candidate) || (last && vocabulary.hasPrefix(candidate))) {
        to = next;
        run = candidate;
      }
    }
    // A name the catalogue writes as one word, typed apart ("ultra one", "power go"): joined when
    // a part is no word of the catalogue (as typed, the search would find nothing) and none is a
    // shop word ("stof zuiger zakken" stays a bag).
    const parts = words.slice(from, to + 1);
    const join =
      parts.some(hasDigit) ||
      (to > from &&
        parts.some((w) => !vocabulary.has(w)) &&
        parts.every((w) => !conceptOf(w) && !isGeneric(w)));
    joined.push(join ? run : (words[from] ?? ''));
    from = join ? to + 1 : from + 1;
  }
  return joined;
}

export interface ParsedQuery {
  /** The index query for the words that are no shop words, or null when there are none. */
  query: Query | null;
  /** What the product must be, from the shop words: all of them must hold. */
  concepts: Concept[];
}

/** The search for `text`, or null when it holds no word that tells products apart. */
export function parseQuery(
  text: string,
  vocabulary: Vocabulary,
  { prefix = false }: { prefix?: boolean } = {},
): ParsedQuery | null {
  const typed = joinModelRuns(queryWords(text, { prefix }), vocabulary, prefix);
  const concepts: Concept[] = [];
  const lookups: Query[] = [];
  typed.forEach((word, i) => {
    const last = prefix && i === typed.length - 1;
    const meaning = shopMeaning(word, vocabulary, last);
    if (meaning) concepts.push(...meaning);
    else lookups.push(wordQuery(word, vocabulary, last));
  });
  if (lookups.length === 0 && concepts.length === 0) return null;
  return { query: lookups.length > 0 ? allOf(lookups) : null, concepts: productConcepts(concepts) };
}

/**
 * No product is both a bag and a filter: a "filter bag" (Festool's and Kärcher's word, "filter
 * zakken", "sac filtre") is a bag, and a text that names both is asking for the bag.
 */
function productConcepts(concepts: readonly Concept[]): Concept[] {
  const unique = new Set(concepts);
  if (unique.has('_bag')) unique.delete('_filter');
  return [...unique];
}
