/**
 * A search that found nothing for every word may find it for all but one or two: the shopper
 * copied their machine's full name from its type plate ("Kärcher NT 25/1 Ap", "WD 3 Premium",
 * "wd3p", "CTL 26 E AC") or called it what people call it ("henry hoover bags"), while the
 * catalogue names the model without its variant. These are the texts to try instead, with
 * `leaveOut` typed words (or the letters after a model number's digits) left out, the last words
 * first: variants come last.
 *
 * Never left out: the first number (it is what tells one model from the next; "attix 99" is
 * better answered by "did you mean"), and the shop's words (they say what the product must be).
 * The last number after it may be a variant's ("Attix 30-21 PC", "WD 3.300", "HVR200-11"), unless
 * a slash joins it to the model's ("NT 25/1").
 */
import { placedWords } from './normalize';
import { shopMeaning } from './query';
import type { Vocabulary } from './vocabulary';

/** Longer texts are sentences, not a machine's name: not worth a search per word left out. */
const MAX_WORDS = 8;

/** Letters right after the digits at the end of a word: the "p" of "wd3p". */
const VARIANT_SUFFIX = /(?<=\p{N})\p{L}+$/u;

/** A part of the text that may be left out: one word, or a word's variant letters. */
interface Cut {
  word: number;
  start: number;
  end: number;
}

export function relaxations(text: string, vocabulary: Vocabulary, leaveOut: 1 | 2 = 1): string[] {
  const words = placedWords(text);
  if (words.length <= leaveOut || words.length > MAX_WORDS) return [];
  const cuts: Cut[] = [];
  const isNumber = (word: string) => /^\d+$/.test(word);
  const lastNumber = words.findLastIndex(({ word }) => isNumber(word));
  const firstDigits = words.findIndex(({ word }) => /\p{N}/u.test(word));
  words.forEach(({ word, start, end }, i) => {
    // Only the last number, after the model's; "NT 25/1": a slash joins it to the model's name.
    const variantNumber = i === lastNumber && i > firstDigits && text[start - 1] !== '/';
    if ((isNumber(word) && !variantNumber) || shopMeaning(word, vocabulary) !== null) return;
    cuts.push({ word: i, start, end });
    // Tried before the whole word (the list is read backwards): "wd3p" is "wd3" before it is nothing.
    const suffix = VARIANT_SUFFIX.exec(text.slice(start, end))?.[0];
    if (suffix) cuts.push({ word: i, start: end - suffix.length, end });
  });
  const sets: Cut[][] =
    leaveOut === 1
      ? cuts.map((cut) => [cut])
      : cuts.flatMap((a, i) =>
          cuts.slice(i + 1).flatMap((b) => (a.word === b.word ? [] : [[a, b]])),
        );
  // The last words first: a model's variant is written after the model. A text of numbers alone
  // names no machine ("nilfisk xyzzy 999" is not "999").
  const texts = sets.reverse().map((set) => without(text, set));
  return [...new Set(texts)].filter((rest) => /\p{L}/u.test(rest));
}

function without(text: string, cuts: readonly Cut[]): string {
  let rest = text;
  for (const { start, end } of [...cuts].sort((a, b) => b.start - a.start))
    rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  // What is left of "cat & dog" is no word, nor the hyphen of "30-21": the text shown reads
  // "… c3", not "… c3 &", and "attix 30", not "attix 30-".
  return rest
    .split(/\s+/)
    .map((part) => part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .join(' ');
}
