/**
 * Join codes: a word of the company's name, for recognition, plus ten random characters from
 * crypto (50 bits), e.g. CLEANPRO-7K4QM-2XD9P. Only the random part is secret; a code made of the
 * name and a year (as they once were) is found in a few guesses.
 */
import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so nothing is misread as 1, 0 or V. 5 bits a character. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP = 5;
const GROUPS = 2;

/** The random bits of every join code (tests check this against the guessing limit). */
export const JOIN_CODE_RANDOM_BITS = GROUP * GROUPS * Math.log2(ALPHABET.length);

function randomGroup(): string {
  return Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The first word of the name in capitals (at most 10 letters), or COMPANY. */
export function joinCodeWord(companyName: string): string {
  const word = companyName
    .toUpperCase()
    .replace(/[^A-Z]/g, ' ')
    .trim()
    .split(/\s+/)[0]
    ?.slice(0, 10);
  return word || 'COMPANY';
}

/** A fresh join code for the company; callers that need it unique check the existing ones. */
export function randomJoinCode(companyName: string): string {
  const random = Array.from({ length: GROUPS }, randomGroup).join('-');
  return `${joinCodeWord(companyName)}-${random}`;
}
