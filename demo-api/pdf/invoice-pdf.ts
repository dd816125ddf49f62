/**
 * The invoice of an order as a PDF: shop details, order number and date, the buyer's purchase-order
 * reference, the customer with their VAT and KvK numbers, the invoice and delivery addresses, one
 * row per line with its VAT rate, the totals with either the VAT or the words (and article) of its
 * exemption, and the taxable amount and VAT per rate. Long orders continue on further pages with
 * the table header repeated.
 */
import type { Locale } from '../../src/shared/api/contract/common';
import type { BillingAddress } from '../../src/shared/api/contract/orders';
import { findCountry } from '../db/countries';
import type { OrderRecord } from '../db/orders';
import { formatCents, formatDutchDate } from '../../src/shared/api/contract/formats';
import { orderVatExemption } from '../rules/vat';
import { invoiceLabels, SHOP, type InvoiceLabels } from './invoice-labels';
import { LEFT, PageWriter, RIGHT } from './page-writer';

/** Right edges of the table's number columns. */
const COLUMNS = { quantity: 320, unitPrice: 430, vat: 480, total: RIGHT } as const;
const PRODUCT_WIDTH = COLUMNS.quantity - LEFT - 45;
/** The second of two side-by-side blocks (customer, delivery address). */
const SECOND = 310;
const BLOCK_WIDTH = 235;
/** The document's language for readers and screen readers; its money and dates are Dutch-style. */
const localeTags: Record<Locale, string> = { nl: 'nl-NL', en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

function header(w: PageWriter, order: OrderRecord, l: InvoiceLabels): void {
  w.text(LEFT, SHOP.name, 22, true);
  [SHOP.legalName, ...SHOP.lines].forEach((line, i) =>
    w.right(RIGHT, line, 8, false, w.y + i * 11),
  );
  w.down(30);
  w.text(LEFT, l.tagline, 10);
  w.down(50);
  w.text(LEFT, `${l.invoice} ${order.orderNumber}`, 16, true);
  w.down(32);
}

/** Two blocks side by side: a bold heading (or none) above lines, each cut to the block's width. */
function blocks(w: PageWriter, left: [string | null, string[]], right: [string, string[]]): void {
  const rows = (block: [string | null, string[]]) =>
    block[0] === null ? block[1] : [block[0], ...block[1]];
  const [a, b] = [rows(left), rows(right)];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const boldLeft = i === 0 && left[0] !== null;
    if (a[i]) w.text(LEFT, w.fit(a[i] as string, 10, BLOCK_WIDTH, boldLeft), 10, boldLeft);
    if (b[i]) w.text(SECOND, w.fit(b[i] as string, 10, BLOCK_WIDTH, i === 0), 10, i === 0);
    w.down(14);
  }
  w.down(16);
}

function addressLines(a: BillingAddress, locale: Locale): string[] {
  return [
    a.name,
    a.address,
    `${a.postalcode} ${a.city}`,
    findCountry(a.country)?.names[locale] ?? a.country,
  ];
}

function tableHeader(w: PageWriter, l: InvoiceLabels): void {
  w.text(LEFT, l.product, 9, true);
  w.right(COLUMNS.quantity, l.quantity, 9, true);
  w.right(COLUMNS.unitPrice, l.unitPrice, 9, true);
  w.right(COLUMNS.vat, l.vatColumn, 9, true);
  w.right(COLUMNS.total, l.total, 9, true);
  w.down(15);
  w.rule();
  w.down(6);
}

/** The invoice in `locale` (the language the shopper reads the shop in; names as given in `order.lines`). */
export function renderInvoicePdf(
  order: OrderRecord,
  locale: Locale = order.locale,
): Promise<Uint8Array> {
  const l = invoiceLabels[locale];
  const t = order.totals;
  const exemption = orderVatExemption(order);
  // One rate per order in this shop: 0 % for an intra-Community supply or an export.
  const rate = l.percent(exemption ? 0 : t.vatRate);
  const w = new PageWriter({
    title: `${l.invoice} ${order.orderNumber}`,
    author: SHOP.legalName,
    lang: localeTags[locale],
  });
  header(w, order, l);
  const continued = () => {
    w.text(LEFT, `${l.invoice} ${order.orderNumber} (${l.continued})`, 12, true);
    w.down(26);
  };

  const c = order.customer;
  const reference = order.purchaseOrderReference ?? null;
  blocks(
    w,
    [
      null,
      [
        `${l.orderNumber}: ${order.orderNumber}`,
        `${l.date}: ${formatDutchDate(order.orderedOn)}`,
        ...(reference ? [`${l.purchaseOrder}: ${reference}`] : []),
        `${l.payment}: ${l.methods[order.paymentMethod]}`,
        `${l.status}: ${l.statuses[order.status]}`,
      ],
    ],
    [
      l.customer,
      [
        c.companyName,
        c.name,
        c.email,
        c.vatNumber ? `${l.vatNumber}: ${c.vatNumber}` : null,
        c.kvkNumber ? `${l.kvkNumber}: ${c.kvkNumber}` : null,
      ].filter((s): s is string => Boolean(s)),
    ],
  );
  // No billing address of its own: the invoice goes to the delivery address.
  const delivery = order.deliveryAddress;
  blocks(
    w,
    [l.invoiceAddress, addressLines(order.billingAddress ?? delivery, locale)],
    [l.deliveryAddress, [...addressLines(delivery, locale), delivery.telephone]],
  );
  w.down(4);

  tableHeader(w, l);
  for (const line of order.lines) {
    // Catalogue names already carry the brand ("… for Nilfisk Attix 30").
    const label = w.wrap(`${line.name} (${line.packagingAmount} ${l.pieces})`, 9, PRODUCT_WIDTH, 3);
    w.ensure(label.length * 12 + 4, () => {
      continued();
      tableHeader(w, l);
    });
    w.right(COLUMNS.quantity, String(line.amount), 9);
    w.right(COLUMNS.unitPrice, formatCents(line.unitPriceExclVat), 9);
    w.right(COLUMNS.vat, rate, 9);
    w.right(COLUMNS.total, formatCents(line.lineTotalExclVat), 9);
    label.forEach((text, i) => {
      if (i > 0) w.down(12);
      w.text(LEFT, text, 9);
    });
    w.down(16);
  }

  const rows: [string, string, boolean?][] = [[l.articleTotal, formatCents(t.articleTotalExclVat)]];
  if (t.discountExclVat > 0) rows.push([l.discount, formatCents(-t.discountExclVat)]);
  rows.push([l.shipping, formatCents(t.shippingExclVat)]);
  if (t.customsExclVat > 0) rows.push([l.customs, formatCents(t.customsExclVat)]);
  rows.push(
    exemption ? [l.exemptions[exemption], formatCents(0)] : [l.vat(t.vatRate), formatCents(t.vat)],
  );
  rows.push([l.grandTotal, formatCents(t.totalInclVat), true]);
  w.ensure(rows.length * 16 + 110, continued);
  w.rule();
  w.down(8);
  for (const [label, value, bold] of rows) {
    w.right(COLUMNS.unitPrice, label, 10, bold);
    w.right(COLUMNS.total, value, 10, bold);
    w.down(16);
  }

  // The taxable amount and VAT per rate, as an invoice must state them (one rate per order here).
  w.down(12);
  w.text(LEFT, l.vatSummary, 9, true);
  w.down(14);
  const summary = [LEFT + 150, LEFT + 250] as const;
  w.text(LEFT, l.vatRate, 9, true);
  w.right(summary[0], l.taxableAmount, 9, true);
  w.right(summary[1], l.vatAmount, 9, true);
  w.down(13);
  w.text(LEFT, rate, 9);
  w.right(summary[0], formatCents(t.totalExclVat), 9);
  w.right(summary[1], formatCents(exemption ? 0 : t.vat), 9);
  w.down(26);
  if (order.paymentMethod === 'invoice') w.text(LEFT, l.terms(order.orderNumber), 9);

  const shopLine = [SHOP.legalName, ...SHOP.lines].join(' \u00b7 ');
  return w.finish((page, pages) => {
    w.text(LEFT, w.fit(shopLine, 8, RIGHT - LEFT), 8);
    w.down(12);
    w.right(RIGHT, l.page(page, pages), 8);
  });
}
