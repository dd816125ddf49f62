/**
 * A minimal PDF 1.4 writer for text-only sheets: A4 pages, Helvetica (a standard font every
 * reader has, so nothing is embedded), lines top to bottom. Offsets in the xref table are byte
 * offsets, so the document is built as a binary string (one char per byte) and measured as such.
 */

export interface PdfLine {
  text: string;
  bold?: boolean;
  size?: number;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;

/** WinAnsiEncoding: Latin-1 plus a few Windows-1252 extras; anything else becomes '?'. */
const winAnsiExtras: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
};

function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const extra = winAnsiExtras[char];
    if (extra !== undefined) out += String.fromCharCode(extra);
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) out += char;
    else out += '?';
  }
  return out;
}

const pdfString = (text: string): string =>
  `(${toWinAnsi(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;

function pageContent(lines: readonly PdfLine[]): string {
  let y = PAGE_HEIGHT - MARGIN;
  const ops: string[] = ['BT'];
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= size * 1.45;
    ops.push(
      `/${line.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 ${MARGIN} ${y.toFixed(1)} Tm ${pdfString(line.text)} Tj`,
    );
  }
  ops.push('ET');
  return ops.join('\n');
}

/** Splits lines over pages by the height they take. */
function paginate(lines: readonly PdfLine[]): PdfLine[][] {
  const pages: PdfLine[][] = [[]];
  let used = 0;
  for (const line of lines) {
    const height = (line.size ?? 10) * 1.45;
    if (used + height > PAGE_HEIGHT - 2 * MARGIN && (pages.at(-1)?.length ?? 0) > 0) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)?.push(line);
    used += height;
  }
  return pages;
}

/** Wraps a long text into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

export function buildPdf(lines: readonly PdfLine[], title: string): Uint8Array {
  const pages = paginate(lines);
  // Objects: 1 catalog, 2 pages, 3 and 4 fonts, 5 info, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(title)} /Producer (Vacuum shop demo API) >>`;
  pages.forEach((pageLines, i) => {
    const content = pageContent(pageLines);
    objects[6 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`;
    objects[7 + i * 2] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  // The binary comment line tells transfer tools the file is binary (PDF spec 7.5.2).
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id] ?? 'null'}\nendobj\n`;
  }
  const xrefOffset = body.length;
  const entries = offsets
    .slice(1)
    .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n${entries.join('')}`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Uint8Array.from(body, (char) => char.charCodeAt(0));
}
