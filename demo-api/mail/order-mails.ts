/**
 * The mails an order sends to its buyer (`order.customer.email`), into the demo mailbox: the
 * confirmation when it is placed (logged in or as a guest), a note when the demo bank has received
 * its payment, and one when the payment was cancelled at the bank, which cancels the order (without
 * it the buyer's last mail is the confirmation, whose payment link then only says "cancelled"). All
 * speak the order's language (`order.locale`) and format money and dates for it, as its invoice
 * does.
 *
 * The mail's `link` is where the buyer sees the order: a user's order page (login needed), or for
 * a guest the order lookup page with the number filled in (the e-mail address is typed there, so
 * the link alone shows nothing). Neither carries a token. Only the text of a bank order awaiting
 * payment holds its payment link, as a payment provider's mail would: that is how it is paid.
 *
 * A mail is never worth an order: sending fails quietly (logged), so an order that was stored is
 * answered as placed even when its mail could not be sent.
 */
import { findCountry } from '../db/countries';
import { mailbox, type Mail } from '../db/mailbox';
import type { OrderRecord } from '../db/orders';
import { siteOrigin } from '../auth/site-origin';
import { paymentUrlOf } from '../handlers/api/order-view';
import { formatCents, formatDutchDate } from '../../src/shared/api/contract/formats';
import { orderVatExemption } from '../rules/vat';
import { orderMailTexts, type OrderMailTexts } from './order-mail-texts';

/** A user's order page, or for a guest the lookup page with the order number filled in. */
export function orderLinkOf(order: OrderRecord): string {
  const number = encodeURIComponent(order.orderNumber);
  return order.userId === null
    ? `/${order.locale}/order-lookup?order=${number}`
    : `/${order.locale}/dashboard/orders/${number}`;
}

/**
 * The totals as the buyer saw them at checkout: a business buyer excl. VAT, then the VAT (or why
 * there is none) and the total incl. VAT; a private buyer incl. VAT with the VAT it contains.
 */
function totalRows(order: OrderRecord, t: OrderMailTexts, money: (cents: number) => string) {
  const totals = order.totals;
  const business = order.accountType === 'business';
  const pick = (exclVat: number, inclVat: number) => (business ? exclVat : inclVat);
  const row = (label: string, value: string) => `${label}${t.colon}${value}`;
  const exemption = orderVatExemption(order);
  const vatRow = (label: string) =>
    row(exemption ? t.exemptions[exemption] : label, money(exemption ? 0 : totals.vat));
  const rows = [
    row(
      business ? t.articlesExclVat : t.articlesInclVat,
      money(pick(totals.articleTotalExclVat, totals.articleTotalInclVat)),
    ),
  ];
  const discount = pick(totals.discountExclVat, totals.discountInclVat);
  // A discount lowers the total: a minus, so it never reads as a cost.
  if (discount > 0)
    rows.push(row(business ? t.discountExclVat : t.discountInclVat, `\u2212${money(discount)}`));
  const shipping = pick(totals.shippingExclVat, totals.shippingInclVat);
  rows.push(
    row(
      business ? t.shippingExclVat : t.shippingInclVat,
      shipping === 0 ? t.shippingFree : money(shipping),
    ),
  );
  if (totals.customsExclVat > 0) rows.push(row(t.customs, money(totals.customsExclVat)));
  if (business) {
    rows.push(row(t.totalExclVat, money(totals.totalExclVat)));
    rows.push(vatRow(t.vat(totals.vatRate)));
    rows.push(row(t.totalInclVat, money(totals.totalInclVat)));
  } else {
    rows.push(row(t.totalInclVat, money(totals.totalInclVat)));
    rows.push(vatRow(t.vatIncluded(totals.vatRate)));
  }
  return rows;
}

function paymentText(order: OrderRecord, t: OrderMailTexts): string {
  if (order.paymentMethod === 'invoice') return t.onInvoice;
  const paymentUrl = paymentUrlOf(order);
  return paymentUrl ? t.awaitingPayment(`${siteOrigin()}${paymentUrl}`) : t.awaitingPaymentNoLink;
}

/** The confirmation's text: greeting, number and date, lines, totals, address, payment, link. */
export function orderConfirmationText(order: OrderRecord, absoluteLink: string): string {
  const t = orderMailTexts[order.locale];
  const business = order.accountType === 'business';
  const lines = order.lines.map(
    (line) =>
      `- ${line.amount} \u00d7 ${line.name} (${t.pieces(line.packagingAmount)})${t.colon}` +
      formatCents(business ? line.lineTotalExclVat : line.lineTotalInclVat),
  );
  const a = order.deliveryAddress;
  const country = findCountry(a.country)?.names[order.locale] ?? a.country;
  return [
    t.greeting(order.customer.name),
    t.thanks,
    [
      `${t.orderNumber}${t.colon}${order.orderNumber}`,
      `${t.orderedOn}${t.colon}${formatDutchDate(order.orderedOn)}`,
    ].join('\n'),
    [`${t.linesHeading}${t.colon.trimEnd()}`, ...lines].join('\n'),
    totalRows(order, t, formatCents).join('\n'),
    [
      `${t.deliveryAddress}${t.colon.trimEnd()}`,
      a.name,
      a.address,
      `${a.postalcode} ${a.city}`,
      country,
    ].join('\n'),
    paymentText(order, t),
    t.delivery,
    t.viewOrder(absoluteLink),
    t.signOff,
  ].join('\n\n');
}

export function paymentReceivedText(order: OrderRecord, absoluteLink: string): string {
  const t = orderMailTexts[order.locale];
  return [
    t.greeting(order.customer.name),
    t.paymentReceived(order.orderNumber, formatCents(order.totals.totalInclVat)),
    t.delivery,
    t.viewOrder(absoluteLink),
    t.signOff,
  ].join('\n\n');
}

/** The order is cancelled and nothing was charged; ordering again is a new order. */
export function orderCancelledText(order: OrderRecord, absoluteLink: string): string {
  const t = orderMailTexts[order.locale];
  return [
    t.greeting(order.customer.name),
    t.cancelled(order.orderNumber),
    t.orderAgain,
    t.viewOrder(absoluteLink),
    t.signOff,
  ].join('\n\n');
}

function send(
  order: OrderRecord,
  subject: string,
  text: (absoluteLink: string) => string,
): Mail | null {
  const link = orderLinkOf(order);
  const absoluteLink = `${siteOrigin()}${link}`;
  try {
    return mailbox.send({
      to: order.customer.email,
      subject,
      text: text(absoluteLink),
      link,
      absoluteLink,
      code: null,
    });
  } catch (error) {
    console.error(`[demo mailbox] could not send "${subject}"`, error);
    return null;
  }
}

/** After a new order is stored (not on an idempotent replay). */
export function mailOrderConfirmation(order: OrderRecord): Mail | null {
  const t = orderMailTexts[order.locale];
  return send(order, t.confirmationSubject(order.orderNumber), (link) =>
    orderConfirmationText(order, link),
  );
}

/** After the demo bank has marked the order paid (once: a second press changes nothing). */
export function mailPaymentReceived(order: OrderRecord): Mail | null {
  const t = orderMailTexts[order.locale];
  return send(order, t.paymentSubject(order.orderNumber), (link) =>
    paymentReceivedText(order, link),
  );
}

/** After the demo bank has cancelled the order's payment (once: the order is then cancelled). */
export function mailOrderCancelled(order: OrderRecord): Mail | null {
  const t = orderMailTexts[order.locale];
  return send(order, t.cancelledSubject(order.orderNumber), (link) =>
    orderCancelledText(order, link),
  );
}
