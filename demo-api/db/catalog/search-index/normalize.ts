/**
 * The one form every word takes, in the index and in a query, so that "Kärcher", "Karcher" and
 * "Kaercher" are one word, and a model number is found however it is spaced or punctuated.
 */

/**
 * Lowercase, accents dropped (é → e, ä → a, ß → ss) and the German spelling of an umlaut without
 * its dots folded too (ae → a, oe → o, ue → u), so "kaercher" ≡ "kärcher" ≡ "karcher". Both sides
 * of a search take this form, so the fold never has to be a real word ("aero" is "aro" on both).
 */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u');
}

/** A word of a text with where it stands, for highlighting the words that matched. */
export interface PlacedWord {
  /** The folded word. */
  word: string;
  start: number;
  end: number;
}

/** Letters and digits, Unicode-wide; everything else (spaces, "/", "-", ",", "Ø") separates. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * French elides an article or a preposition before a vowel: "sacs d'aspirateur", "l’aspirateur".
 * The elided letters are no word of their own (a lone "d" would have to be found in the index, as
 * the "l" of "vc 2012 l" is), so they drop, also at the end of a text still being typed ("sacs d'");
 * any apostrophe a keyboard or a phone types counts.
 */
const ELISION = /^(?:[cdjlmnst]|qu)$/i;
const ELIDING_APOSTROPHE = /^['’ʼ](?:\p{L}|$)/u;

export function placedWords(text: string): PlacedWord[] {
  const words: PlacedWord[] = [];
  for (const match of text.matchAll(WORD)) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 2);
    if (ELISION.test(match[0]) && ELIDING_APOSTROPHE.test(after)) continue;
    const word = foldWord(match[0]);
    if (word) words.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return words;
}

export function words(text: string): string[] {
  return placedWords(text).map((w) => w.word);
}

/** "vc2012l" → ["vc", "2012", "l"]: where letters and digits meet inside one word. */
export function letterDigitParts(word: string): string[] {
  return word.match(/\d+|\D+/g) ?? [];
}

export const hasDigit = (word: string): boolean => /\d/.test(word);
