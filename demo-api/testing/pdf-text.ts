/**
 * The text of a PDF as a reader sees it, for tests (vitest and Playwright, both in Node): read with
 * pdf.js (`pdfjs-dist`, its legacy build for Node), so a test checks what a viewer would show and
 * copy, not bytes the writer happened to produce.
 *
 * Layout of the answer: one line per baseline, top to bottom; pieces of text on the same baseline
 * (table cells, a label and its value) left to right, joined by one space unless they touch; every
 * kind of space (no-break spaces in amounts) as a plain space; pages separated by a form feed
 * (`text.split('\f')` gives the pages).
 */
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

interface Piece {
  x: number;
  y: number;
  width: number;
  str: string;
}

/** Pieces closer than this (in points) belong to the same word: a font change or a kerning split. */
const TOUCHING = 0.5;

function pageLines(pieces: Piece[]): string {
  const lines = new Map<number, Piece[]>();
  for (const piece of pieces) {
    const y = Math.round(piece.y);
    lines.set(y, [...(lines.get(y) ?? []), piece]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, line]) => {
      const sorted = line.sort((a, b) => a.x - b.x);
      let text = '';
      let end = -Infinity;
      for (const piece of sorted) {
        if (text && piece.x - end > TOUCHING) text += ' ';
        text += piece.str;
        end = piece.x + piece.width;
      }
      return text.replace(/\s+/g, ' ').trim();
    })
    .join('\n');
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js may take over the buffer it is given: hand it a copy.
  const document = await getDocument({
    data: new Uint8Array(bytes),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const content = await (await document.getPage(n)).getTextContent();
      const pieces = content.items
        .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
        .map((item) => ({
          x: Number(item.transform[4]),
          y: Number(item.transform[5]),
          width: item.width,
          str: item.str,
        }));
      pages.push(pageLines(pieces));
    }
    return pages.join('\f');
  } finally {
    await document.destroy();
  }
}
