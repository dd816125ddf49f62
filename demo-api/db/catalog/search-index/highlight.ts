/**
 * The words of a suggestion's label that matched, as ranges of the label: a word is marked when
 * the index matched it (after a typo or a prefix too), when it is a shop word whose concept
 * matched ("Stofzakken" for "zak"), or when adjacent words together matched ("Attix 30" for
 * "attix30").
 */
import type { Highlight } from '../../../../src/shared/api/contract/products';
import { letterDigitParts, placedWords } from './normalize';
import { singular } from './query';
import type { Vocabulary } from './vocabulary';
import { conceptOf } from './shop-words';

/** Adjacent words joined up to this many: the longest model numbers ("Multi II 22"). */
const MAX_RUN = 4;

export function highlightLabel(
  label: string,
  matched: ReadonlySet<string>,
  vocabulary: Vocabulary,
): Highlight[] {
  const placed = placedWords(label);
  const marked = placed.map(({ word }) => {
    if (matched.has(word)) return true;
    const concept = conceptOf(word) ?? conceptOf(singular(word, vocabulary));
    if (concept && matched.has(concept)) return true;
    const parts = letterDigitParts(word);
    return parts.length > 1 && parts.some((part) => part.length > 1 && matched.has(part));
  });
  for (let from = 0; from < placed.length; from++) {
    let joined = placed[from]?.word ?? '';
    for (let to = from + 1; to < Math.min(placed.length, from + MAX_RUN); to++) {
      joined += placed[to]?.word ?? '';
      if (matched.has(joined)) marked.fill(true, from, to + 1);
    }
  }
  return placed.flatMap((word, i) => (marked[i] ? [{ start: word.start, end: word.end }] : []));
}
