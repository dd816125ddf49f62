/**
 * A shopper's text as a query tree for the index: every word must be found (AND), each in any of
 * the forms it may stand for (OR): as typed (typo tolerant), as the shop word it is ("zakken" →
 * bag), with letters and digits apart ("attix30" → attix 30), or split into the words of a
 * compound ("stofzuigerzakken" → stofzuiger + zakken). Generic words ("stofzuiger", "für") drop.
 */
import type { Query } from 'minisearch';
import { hasDigit, letterDigitParts, placedWords } from './normalize';
import { conceptOf, isGeneric } from './shop-words';

/** The words the index knows, to tell a compound or a plural from a typo. */
export type Vocabulary = ReadonlySet<string>;

/** Typo tolerance by length: one edit from four characters, two from eight; numbers exactly. */
export function allowedEdits(term: string): number | false {
  if (term.startsWith('_') || hasDigit(term)) return false;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : false;
}

/** Plural endings of the four languages, longest first; "zakken" also undoubles to "zak". */
const pluralEndings = ['ken', 'en', 'es', 'n', 's', 'e', 'x'];

/** The singular of a word when the vocabulary or the shop's words know it, else the word. */
export function singular(word: string, vocabulary: Vocabulary): string {
  for (const ending of pluralEndings) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, word.length - ending.length) + (ending === 'ken' ? 'k' : '');
    if (vocabulary.has(stem) || conceptOf(stem)) return stem;
  }
  return word;
}

const known = (word: string, vocabulary: Vocabulary): boolean =>
  vocabulary.has(word) || conceptOf(word) !== undefined || isGeneric(word);

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
    if (known(tail, vocabulary) || known(singular(tail, vocabulary), vocabulary))
      return [head, tail];
    const rest = splitCompound(tail, vocabulary, depth + 1);
    if (rest) return [head, ...rest];
  }
  return null;
}

const anyOf = (queries: Query[]): Query =>
  queries.length === 1 ? (queries[0] as Query) : { combineWith: 'OR', queries };
const allOf = (queries: Query[]): Query =>
  queries.length === 1 ? (queries[0] as Query) : { combineWith: 'AND', queries };

/** The forms one typed word may stand for; `prefix` lets the last word of the autocomplete grow. */
function wordQuery(word: string, vocabulary: Vocabulary, prefix: boolean, depth = 0): Query {
  const forms: Query[] = [prefix ? { queries: [word], prefix: true } : word];
  const one = singular(word, vocabulary);
  if (one !== word) forms.push(one);
  const concept = conceptOf(word) ?? conceptOf(one);
  if (concept) forms.push(concept);
  if (hasDigit(word) && /\D/.test(word)) forms.push(allOf(letterDigitParts(word)));
  if (depth === 0 && !known(word, vocabulary) && !known(one, vocabulary)) {
    const parts = splitCompound(word, vocabulary)?.filter((part) => !isGeneric(part));
    if (parts && parts.length > 0)
      forms.push(allOf(parts.map((part) => wordQuery(part, vocabulary, false, depth + 1))));
  }
  return anyOf(forms);
}

/** The words of a query that tell products apart: generic ones left out. */
export function queryWords(text: string): string[] {
  return placedWords(text)
    .map((w) => w.word)
    .filter((word) => !isGeneric(word));
}

/**
 * Whether a word only says what kind of product ("zakken", "Staubsaugerbeutel", "filters"):
 * brands and models are found without such words.
 */
export function isShopWord(word: string, vocabulary: Vocabulary): boolean {
  const shop = (w: string) => conceptOf(w) ?? conceptOf(singular(w, vocabulary));
  if (shop(word)) return true;
  const parts = splitCompound(word, vocabulary);
  return parts !== null && parts.every((part) => isGeneric(part) || shop(part));
}

/** The query tree for `text`, or null when it holds no word that tells products apart. */
export function buildQuery(
  text: string,
  vocabulary: Vocabulary,
  { prefix = false, brandsAndModels = false }: { prefix?: boolean; brandsAndModels?: boolean } = {},
): Query | null {
  const words = queryWords(text);
  const typed = brandsAndModels ? words.filter((w) => !isShopWord(w, vocabulary)) : words;
  // A number alone ("32" of "slang 32") names no brand or model: it would suggest "Alto 320".
  if (typed.length === 0 || (brandsAndModels && typed.every((w) => !/\D/.test(w)))) return null;
  return allOf(
    typed.map((word, i) => wordQuery(word, vocabulary, prefix && i === typed.length - 1)),
  );
}
