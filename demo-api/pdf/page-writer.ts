/**
 * A thin layer over PDFKit for the invoice: A4 pages in Noto Sans with a cursor that moves down,
 * left- and right-aligned single lines (cut with an ellipsis when they would run into the next
 * column), thin rules, page breaks the caller decides on, and a footer on every page once the
 * number of pages is known.
 */
import PDFDocument from 'pdfkit';
import { invoiceFonts } from './invoice-fonts';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const LEFT = 50;
export const RIGHT = A4.width - 50;
const TOP = 50;
/** Content stops here; the footer lives below. */
const BOTTOM = A4.height - 90;

export interface DocumentInfo {
  title: string;
  author: string;
  /** BCP 47 tag of the document's language (screen readers, hyphenation in viewers). */
  lang: string;
}

export class PageWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Uint8Array[] = [];
  private readonly done: Promise<void>;
  y = TOP;

  constructor(info: DocumentInfo) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      // Pages stay in memory until end(), so the footer can say "page 1 of 3".
      bufferPages: true,
      lang: info.lang,
      displayTitle: true,
      info: { Title: info.title, Author: info.author, Producer: 'demo-api (PDFKit)' },
    });
    // Registered under a name, so PDFKit parses each file once per document. (The default font,
    // Helvetica, is never used and so never written into the file.)
    const fonts = invoiceFonts();
    this.doc.registerFont('regular', fonts.regular);
    this.doc.registerFont('bold', fonts.bold);
    this.doc.lineWidth(0.5);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Uint8Array) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve());
      this.doc.on('error', reject);
    });
  }

  private face(bold: boolean, size: number): PDFKit.PDFDocument {
    return this.doc.font(bold ? 'bold' : 'regular', size);
  }

  width(text: string, size: number, bold = false): number {
    return this.face(bold, size).widthOfString(text);
  }

  /** Cuts text that would run into the next column, with an ellipsis. */
  fit(text: string, size: number, maxWidth: number, bold = false): string {
    if (this.width(text, size, bold) <= maxWidth) return text;
    let cut = text;
    while (cut.length > 1 && this.width(`${cut}\u2026`, size, bold) > maxWidth)
      cut = cut.slice(0, -1);
    return `${cut.trimEnd()}\u2026`;
  }

  /** Breaks text into at most `maxLines` lines that fit `maxWidth`; the last one is cut if needed. */
  wrap(text: string, size: number, maxWidth: number, maxLines: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/)) {
      const candidate = current ? `${current} ${word}` : word;
      if (!current || this.width(candidate, size) <= maxWidth) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    const kept = lines.slice(0, maxLines);
    if (lines.length > maxLines) kept[maxLines - 1] = lines.slice(maxLines - 1).join(' ');
    return kept.map((line) => this.fit(line, size, maxWidth));
  }

  /** Text whose left edge is `x`, on the cursor's line (or at `y`, leaving the cursor). */
  text(x: number, text: string, size = 10, bold = false, y = this.y): void {
    this.face(bold, size).text(text, x, y, { lineBreak: false });
  }

  /** Text whose right edge is `x`. */
  right(x: number, text: string, size = 10, bold = false, y = this.y): void {
    this.text(x - this.width(text, size, bold), text, size, bold, y);
  }

  rule(): void {
    this.doc.moveTo(LEFT, this.y).lineTo(RIGHT, this.y).stroke();
  }

  down(by: number): void {
    this.y += by;
  }

  /** Starts a new page when fewer than `needed` points remain above the footer. */
  ensure(needed: number, onNewPage: () => void): void {
    if (this.y + needed <= BOTTOM) return;
    this.doc.addPage();
    this.y = TOP;
    onNewPage();
  }

  /** Draws `footer(page, pages)` on every page and answers the finished file. */
  async finish(footer: (page: number, pages: number) => void): Promise<Uint8Array> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i += 1) {
      this.doc.switchToPage(i);
      this.y = A4.height - 62;
      footer(i - start + 1, count);
    }
    this.doc.end();
    await this.done;
    const bytes = new Uint8Array(this.chunks.reduce((n, chunk) => n + chunk.byteLength, 0));
    let offset = 0;
    for (const chunk of this.chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return bytes;
  }
}
