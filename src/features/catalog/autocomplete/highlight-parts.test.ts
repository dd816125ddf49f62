import { describe, expect, it } from 'vitest';
import { highlightParts, type LabelPart } from './highlight-parts';

const label = 'Nilfisk Attix 30';
/** The parts as `plain[matched]plain`, easy to read in an expectation. */
const shown = (parts: LabelPart[]) =>
  parts.map(({ text, matched }) => (matched ? `[${text}]` : text)).join('');

describe('highlightParts', () => {
  it('marks the matched parts and keeps the rest plain, in order', () => {
    expect(
      highlightParts(label, [
        { start: 0, end: 7 },
        { start: 8, end: 13 },
      ]),
    ).toEqual([
      { text: 'Nilfisk', matched: true },
      { text: ' ', matched: false },
      { text: 'Attix', matched: true },
      { text: ' 30', matched: false },
    ]);
  });

  it('is the whole label, plain, without ranges', () => {
    expect(highlightParts(label)).toEqual([{ text: label, matched: false }]);
    expect(highlightParts(label, [])).toEqual([{ text: label, matched: false }]);
  });

  it('marks the whole label when a range covers it', () => {
    expect(highlightParts(label, [{ start: 0, end: 16 }])).toEqual([
      { text: label, matched: true },
    ]);
  });

  it('clamps ranges that reach past the label, and drops those outside it', () => {
    expect(shown(highlightParts(label, [{ start: 14, end: 99 }]))).toBe('Nilfisk Attix [30]');
    expect(shown(highlightParts(label, [{ start: 40, end: 50 }]))).toBe(label);
    expect(shown(highlightParts(label, [{ start: -3, end: 3 }]))).toBe('[Nil]fisk Attix 30');
  });

  it('drops empty and reversed ranges', () => {
    expect(
      shown(
        highlightParts(label, [
          { start: 5, end: 5 },
          { start: 7, end: 2 },
        ]),
      ),
    ).toBe(label);
  });

  it('sorts unsorted ranges', () => {
    expect(
      shown(
        highlightParts(label, [
          { start: 8, end: 13 },
          { start: 0, end: 3 },
        ]),
      ),
    ).toBe('[Nil]fisk [Attix] 30');
  });

  it('merges overlapping, nested and touching ranges without repeating a character', () => {
    const parts = highlightParts(label, [
      { start: 0, end: 5 },
      { start: 3, end: 7 },
      { start: 1, end: 2 },
      { start: 7, end: 9 },
    ]);
    expect(shown(parts)).toBe('[Nilfisk A]ttix 30');
    expect(parts.map((part) => part.text).join('')).toBe(label);
  });

  it('never cuts a character made of two code units (a surrogate pair) in half', () => {
    const withEmoji = 'Bag 🧹 set';
    // 🧹 is code units 4 and 5; a range ending between them takes the whole character.
    expect(shown(highlightParts(withEmoji, [{ start: 0, end: 5 }]))).toBe('[Bag 🧹] set');
    expect(shown(highlightParts(withEmoji, [{ start: 5, end: 7 }]))).toBe('Bag [🧹 ]set');
  });
});
