/**
 * The invoice of an order as a PDF: shop details, order number and date, customer and delivery
 * address, one row per line, the totals and either the VAT or the reverse-charge line.
 * Long orders continue on further pages with the table header repeated.
 */
import type { Locale } from '../../src/shared/api/contract/common';
import { findCountry } from '../db/countries';
import type { OrderRecord } from '../db/orders';
import { invoiceLabels, localeTags, SHOP, type InvoiceLabels } from './invoice-labels';
import { A4, buildPdf, type PdfOp } from './pdf-document';
import { textWidth } from './text-width';

const LEFT = 50;
const RIGHT = A4.width - 50;
const BOTTOM = 90;
const COLUMNS = { quantity: 360, unitPrice: 450, total: RIGHT } as const;
const PRODUCT_WIDTH = COLUMNS.quantity - LEFT - 50;

function formatters(locale: Locale) {
  const tag = localeTags[locale];
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
  const date = new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
  return {
    money: (cents: number) => money.format(cents / 100),
    date: (iso: string) => date.format(new Date(iso)),
  };
}

/** Cuts text that would run into the next column, with an ellipsis. */
function fit(text: string, size: number, maxWidth: number): string {
  if (textWidth(text, size) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}\u2026`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}\u2026`;
}

/** Breaks text into at most `maxLines` lines that fit `maxWidth`; the last one is cut if needed. */
function wrap(text: string, size: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, size) <= maxWidth || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((line) => fit(line, size, maxWidth));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fit(
    `${kept[maxLines - 1] ?? ''} ${lines.slice(maxLines).join(' ')}`,
    size,
    maxWidth,
  );
  return kept;
}

class PageWriter {
  readonly pages: PdfOp[][] = [[]];
  y = A4.height - 60;

  private get ops(): PdfOp[] {
    return this.pages[this.pages.length - 1] as PdfOp[];
  }
  text(x: number, text: string, size = 10, bold = false): void {
    this.ops.push({ kind: 'text', x, y: this.y, size, bold, text });
  }
  right(x: number, text: string, size = 10, bold = false): void {
    this.text(x - textWidth(text, size, bold), text, size, bold);
  }
  /** Text at a fixed height, leaving the cursor where it is (the shop's details beside the logo). */
  rightAt(x: number, y: number, text: string, size: number): void {
    this.ops.push({ kind: 'text', x: x - textWidth(text, size), y, size, text });
  }
  rule(): void {
    this.ops.push({ kind: 'line', x1: LEFT, y1: this.y, x2: RIGHT, y2: this.y });
  }
  down(by: number): void {
    this.y -= by;
  }
  /** Starts a new page when fewer than `needed` points remain above the footer. */
  ensure(needed: number, onNewPage: () => void): void {
    if (this.y - needed >= BOTTOM) return;
    this.pages.push([]);
    this.y = A4.height - 60;
    onNewPage();
  }
}

function header(w: PageWriter, order: OrderRecord, l: InvoiceLabels, date: string): void {
  w.text(LEFT, SHOP.name, 22, true);
  [SHOP.legalName, ...SHOP.lines].forEach((line, i) => w.rightAt(RIGHT, w.y + 8 - i * 11, line, 8));
  w.down(16);
  w.text(LEFT, l.tagline, 10);
  w.down(60);
  w.text(LEFT, `${l.invoice} ${order.orderNumber}`, 16, true);
  w.down(18);
  w.text(LEFT, `${l.orderNumber}: ${order.orderNumber}`, 10);
  w.down(13);
  w.text(LEFT, `${l.date}: ${date}`, 10);
  w.down(30);
}

function tableHeader(w: PageWriter, l: InvoiceLabels): void {
  w.text(LEFT, l.product, 9, true);
  w.right(COLUMNS.quantity, l.quantity, 9, true);
  w.right(COLUMNS.unitPrice, l.unitPrice, 9, true);
  w.right(COLUMNS.total, l.total, 9, true);
  w.down(5);
  w.rule();
  w.down(13);
}

/** The invoice in `locale` (the language the shopper reads the shop in; names as given in `order.lines`). */
export function renderInvoicePdf(order: OrderRecord, locale: Locale = order.locale): Uint8Array {
  const l = invoiceLabels[locale];
  const f = formatters(locale);
  const w = new PageWriter();
  header(w, order, l, f.date(order.orderedOn));

  // Customer (left) and delivery address (right), side by side.
  const a = order.deliveryAddress;
  const customer = [
    order.customer.companyName,
    order.customer.name,
    order.customer.email,
    order.customer.vatNumber ? `${l.vatNumber}: ${order.customer.vatNumber}` : null,
  ].filter((s): s is string => Boolean(s));
  const delivery = [
    a.name,
    a.address,
    `${a.postalcode} ${a.city}`,
    findCountry(a.country)?.names[locale] ?? a.country,
    a.telephone,
  ];
  w.text(LEFT, l.customer, 9, true);
  w.text(310, l.deliveryAddress, 9, true);
  for (let i = 0; i < Math.max(customer.length, delivery.length); i += 1) {
    w.down(13);
    if (customer[i]) w.text(LEFT, fit(customer[i] as string, 10, 250), 10);
    if (delivery[i]) w.text(310, fit(delivery[i] as string, 10, 235), 10);
  }
  w.down(20);
  w.text(LEFT, `${l.payment}: ${l.methods[order.paymentMethod]}`, 10);
  w.down(13);
  w.text(LEFT, `${l.status}: ${l.statuses[order.status]}`, 10);
  w.down(28);

  tableHeader(w, l);
  for (const line of order.lines) {
    // Catalogue names already carry the brand ("… for Nilfisk Attix 30").
    const label = wrap(`${line.name} (${line.packagingAmount} ${l.pieces})`, 9, PRODUCT_WIDTH, 3);
    w.ensure(label.length * 11 + 4, () => {
      w.text(LEFT, `${l.invoice} ${order.orderNumber} (${l.continued})`, 12, true);
      w.down(24);
      tableHeader(w, l);
    });
    w.right(COLUMNS.quantity, String(line.amount), 9);
    w.right(COLUMNS.unitPrice, f.money(line.unitPriceExclVat), 9);
    w.right(COLUMNS.total, f.money(line.lineTotalExclVat), 9);
    label.forEach((text, i) => {
      if (i > 0) w.down(11);
      w.text(LEFT, text, 9);
    });
    w.down(15);
  }

  const t = order.totals;
  const rows: [string, string, boolean?][] = [[l.articleTotal, f.money(t.articleTotalExclVat)]];
  if (t.discountExclVat > 0) rows.push([l.discount, f.money(-t.discountExclVat)]);
  rows.push([l.shipping, f.money(t.shippingExclVat)]);
  if (t.customsExclVat > 0) rows.push([l.customs, f.money(t.customsExclVat)]);
  rows.push(t.reverseCharge ? [l.reverseCharge, f.money(0)] : [l.vat(t.vatRate), f.money(t.vat)]);
  rows.push([l.grandTotal, f.money(t.totalInclVat), true]);
  w.ensure(rows.length * 15 + 50, () => undefined);
  w.rule();
  w.down(15);
  for (const [label, value, bold] of rows) {
    w.right(COLUMNS.unitPrice, label, 10, bold);
    w.right(COLUMNS.total, value, 10, bold);
    w.down(15);
  }
  w.down(15);
  if (order.paymentMethod === 'invoice') w.text(LEFT, l.terms(order.orderNumber), 9);

  const pages = w.pages.map((ops, i) => [
    ...ops,
    {
      kind: 'text',
      x: LEFT,
      y: 40,
      size: 8,
      text: fit([SHOP.legalName, ...SHOP.lines].join(' \u00b7 '), 8, RIGHT - LEFT),
    } as const,
    {
      kind: 'text',
      x: RIGHT - textWidth(l.page(i + 1, w.pages.length), 8),
      y: 28,
      size: 8,
      text: l.page(i + 1, w.pages.length),
    } as const,
  ]);
  return buildPdf(pages, { title: `${l.invoice} ${order.orderNumber}`, author: SHOP.legalName });
}
