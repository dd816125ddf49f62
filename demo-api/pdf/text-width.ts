/**
 * Widths of the standard Helvetica fonts (from Adobe's AFM metrics, 1/1000 em) for printable
 * ASCII, so the invoice can right-align amounts. Other characters count as 556, the width of a digit
 * and of most lower-case letters, which is close enough for accented names.
 */
const regular = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const bold = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Width in points of `text` set in Helvetica (or Helvetica-Bold) at `size` points. */
export function textWidth(text: string, size: number, isBold = false): number {
  const table = isBold ? bold : regular;
  let units = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    // Spaces that Intl puts in currency amounts print as a plain space (see win-ansi.ts).
    const ascii = code === 0xa0 || code === 0x202f ? 32 : code;
    units += (ascii >= 32 && ascii <= 126 ? table[ascii - 32] : undefined) ?? 556;
  }
  return (units * size) / 1000;
}
