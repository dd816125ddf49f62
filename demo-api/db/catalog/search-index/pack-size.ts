/**
 * A pack size typed with the rest ("attix 30 zakken 10 stuks", "Beutel 5 Stück", "10st"):
 * it says which box the shopper wants, not which product, so it is taken out of the words to look
 * up (a number and "stuks" would otherwise have to match a product) and the list shows that box
 * where the product comes in it. Words are folded (normalize.ts): "Stück" is "stuck".
 */

import { foldWord } from './normalize';
import { conceptOf, isGeneric } from './shop-words';

/**
 * What follows a pack's size in the four languages ("10 stuks", "10 Stück", "10 pcs", "10er").
 * Not "x": "10 x" ends a model ("VC 150-10 X"), "x4" is one ("Automatic X4").
 */
const units = 'st stk stuk stuks stuck stucke piece pieces pc pcs er';
const unitWords = new Set(units.split(' '));
/** "10st", "10stuks", "10pcs", "10er": the size and its unit written together. */
const joined = new RegExp(`^(\\d+)(?:${units.split(' ').join('|')})$`);

/** "pack of 10", "pak van 10", "lot de 10", "Packung mit 10" (the pack words are generic too). */
const packWords = new Set(['pack', 'pak', 'packung', 'verpakking', 'lot']);
const ofWords = new Set(['of', 'van', 'de', 'mit', 'a']);

/** "10x zakken attix 30": a size written with its "x", only where it opens the text (`opens`). */
const times = /^(\d+)x$/;

const isNumber = (word: string | undefined): word is string =>
  word !== undefined && /^\d+$/.test(word);

/**
 * "4 zakken nilfisk", "10 Beutel Attix 30", "acheter 10 sacs": a number that opens the text (but
 * for words like "acheter"), before what the product is. Only there: after a model ("attix 30
 * zakken") a number is the model's, and before a layer word ("3 laags") it is the product's.
 */
const opens = (words: readonly string[], at: number): boolean =>
  words.slice(0, at).every(isGeneric);
const countsProducts = (word: string | undefined): boolean => {
  const concept = word === undefined ? undefined : conceptOf(word);
  return concept !== undefined && concept !== '_layer';
};

/** The folded words without their pack sizes, and the sizes. */
export function splitPackSizes(words: readonly string[]): { words: string[]; packSizes: number[] } {
  const rest: string[] = [];
  const packSizes: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const next = words[i + 1];
    const single = joined.exec(word);
    const after = next !== undefined && ofWords.has(next) ? words[i + 2] : next;
    const timesSize = times.exec(word)?.[1];
    if (single) packSizes.push(Number(single[1]));
    else if (opens(words, i) && (isNumber(word) || timesSize) && countsProducts(next))
      packSizes.push(Number(timesSize ?? word));
    else if (isNumber(word) && next !== undefined && unitWords.has(next)) {
      packSizes.push(Number(word));
      i++;
    } else if (packWords.has(word) && isNumber(after)) {
      packSizes.push(Number(after));
      i += after === next ? 1 : 2;
    } else rest.push(word);
  }
  return { words: rest, packSizes: [...new Set(packSizes)] };
}

/**
 * "attix 30 10 stu" → "attix 30": the text without a pack size the shopper is still typing (a
 * number at its end, and the start of a unit), for the autocomplete when the whole text finds
 * nothing; null when it ends otherwise. Only a fallback: "nt 2" is first the start of "NT 25/1".
 */
export function withoutPackSizeBeingTyped(text: string): string | null {
  const typing = /\s\d+\s*(\p{L}*)\s*$/u.exec(text);
  if (!typing) return null;
  const unit = foldWord(typing[1] ?? '');
  if (unit !== '' && ![...unitWords].some((word) => word.startsWith(unit))) return null;
  return text.slice(0, typing.index);
}
