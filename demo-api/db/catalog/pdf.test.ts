import { describe, expect, it } from 'vitest';
import { brandSheetPdf } from './brand-sheet';
import { findBrand } from './index';
import { buildPdf } from './pdf';

const text = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

/** Checks what a PDF reader relies on first: the xref table points at each object's header. */
function expectValidXref(pdf: string): void {
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1]);
  expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /xref\n0 (\d+)\n/.exec(pdf.slice(startxref)) ?? [];
  const entries = pdf
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
}

describe('the PDF writer', () => {
  it('writes correct xref offsets and stream lengths, over several pages', () => {
    const lines = Array.from({ length: 130 }, (_, i) => ({
      text: `Line ${i} (with parentheses) and Kärcher €`,
    }));
    const pdf = text(buildPdf(lines, 'Test'));
    expectValidXref(pdf);
    expect(pdf).toContain('/Count 3');
    expect(pdf).toContain('\\(with parentheses\\)');
  });

  it('makes a brand sheet listing the brand’s models and products in the asked language', () => {
    const brand = findBrand('b-karcher');
    if (!brand) throw new Error('Kärcher is missing');
    const pdf = text(brandSheetPdf(brand, 'de'));
    expectValidXref(pdf);
    expect(pdf).toContain('Produktblatt');
    expect(pdf).toContain('NT 25/1');
    expect(pdf).toContain('karcher/nt-25-1/');
    // WinAnsi: "ä" is one byte, so the font shows the umlaut.
    expect(pdf).toContain('K\xe4rcher');
  });
});
