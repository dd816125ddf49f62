/**
 * A minimal PDF 1.4 writer: A4 pages with text in the standard Helvetica fonts and thin lines.
 * Hand-written instead of a library so the demo API stays dependency-free; it writes exact byte
 * offsets into the xref table, so strict readers (pdf.js, Acrobat, qpdf --check) open it.
 */
import { encodeWinAnsi } from './win-ansi';

export const A4 = { width: 595, height: 842 } as const;

export type PdfOp =
  | { kind: 'text'; x: number; y: number; size: number; bold?: boolean; text: string }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number };

export interface PdfInfo {
  title: string;
  author: string;
}

/** Escapes a PDF literal string: backslash and parentheses must be preceded by a backslash. */
function literal(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ')})`;
}

const num = (n: number): string => String(Math.round(n * 100) / 100);

function contentStream(ops: PdfOp[]): string {
  const parts: string[] = ['0.5 w'];
  for (const op of ops) {
    if (op.kind === 'line')
      parts.push(`${num(op.x1)} ${num(op.y1)} m ${num(op.x2)} ${num(op.y2)} l S`);
    else
      parts.push(
        `BT /${op.bold ? 'F2' : 'F1'} ${num(op.size)} Tf ${num(op.x)} ${num(op.y)} Td ${literal(op.text)} Tj ET`,
      );
  }
  return parts.join('\n');
}

/** Builds the file. Objects: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its contents per page. */
export function buildPdf(pages: PdfOp[][], info: PdfInfo): Uint8Array {
  const firstPage = 6;
  const pageIds = pages.map((_, i) => firstPage + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${literal(info.title)} /Author ${literal(info.author)} /Producer (demo-api) >>`,
  ];
  pages.forEach((ops, i) => {
    const stream = contentStream(ops);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
      // Every character of the stream is one byte in WinAnsi, so its length is its character count.
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });

  // Latin-1 text keeps one character per byte, so string lengths are byte offsets.
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, flag, CR LF.
  const entries = [
    '0000000000 65535 f\r\n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n\r\n`),
  ];
  body +=
    `xref\n0 ${objects.length + 1}\n${entries.join('')}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return encodeWinAnsi(body);
}
