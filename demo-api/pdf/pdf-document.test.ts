import { describe, expect, it } from 'vitest';
import { buildPdf, type PdfOp } from './pdf-document';
import { textWidth } from './text-width';
import { encodeWinAnsi } from './win-ansi';

const latin1 = (bytes: Uint8Array): string => new TextDecoder('latin1').decode(bytes);

/** Checks the file the way a strict reader does: startxref → xref table → every object offset. */
function checkStructure(bytes: Uint8Array): { objects: number } {
  const text = latin1(bytes);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const table = text.slice(startxref + `xref\n0 ${count}\n`.length);
  for (let n = 1; n < Number(count); n += 1) {
    const entry = table.slice(n * 20, n * 20 + 20);
    expect(entry).toMatch(/^\d{10} 00000 n\r\n$/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
  }
  // Every stream's /Length is its exact byte count.
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
  return { objects: Number(count) - 1 };
}

describe('buildPdf', () => {
  const page = (label: string): PdfOp[] => [
    { kind: 'text', x: 50, y: 800, size: 12, bold: true, text: label },
    {
      kind: 'text',
      x: 50,
      y: 780,
      size: 10,
      text: 'Prijs: € 12,50 (incl. btw) \\ Größe, Liège, ½ — “quoted”',
    },
    { kind: 'line', x1: 50, y1: 770, x2: 545, y2: 770 },
  ];

  it('writes a PDF 1.4 file whose xref offsets and stream lengths are exact', () => {
    const bytes = buildPdf([page('Factuur'), page('Vervolg')], {
      title: 'Factuur (test)',
      author: 'BagDirect B.V.',
    });
    expect(latin1(bytes.slice(0, 9))).toBe('%PDF-1.4\n');
    expect(checkStructure(bytes).objects).toBe(5 + 2 * 2);
    expect(latin1(bytes)).toContain('/Count 2');
  });

  it('escapes parentheses and backslashes in text', () => {
    const text = latin1(buildPdf([page('a (b) c')], { title: 't', author: 'a' }));
    expect(text).toContain('(a \\(b\\) c) Tj');
    expect(text).toContain('\\\\ Gr');
  });
});

describe('encodeWinAnsi', () => {
  it('maps each character to one Windows-1252 byte', () => {
    expect([...encodeWinAnsi('€ä—\u202f☃')]).toEqual([0x80, 0xe4, 0x97, 0x20, 0x3f]);
  });
});

describe('textWidth', () => {
  it('measures Helvetica digits and spaces', () => {
    expect(textWidth('10 00', 10)).toBeCloseTo((4 * 556 + 278) / 100);
    expect(textWidth('Wi', 10, true)).toBeCloseTo((944 + 278) / 100);
  });
});
