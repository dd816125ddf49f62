/**
 * The demo bank (docs/decisions/0032-checkout.md): `paymentUrl` of a bank-paid order points here.
 * Paying marks the order paid and returns the shopper to the order-complete page; cancelling marks
 * it cancelled and returns them to checkout. Submitting twice (a double click, the back button) is
 * harmless.
 *
 * Order numbers are sequential, so the number alone opens nothing: the page and its form need the
 * payment token that placing the order put in `paymentUrl`. No order, no token or a wrong one (also
 * another order's) is one 404, so the page tells a stranger nothing, not even that the order
 * exists. The token acts only while the order awaits its payment: once paid or cancelled it can
 * change nothing, only repeat where that answer led (a double click).
 *
 * Paying mails the buyer that the payment has arrived, cancelling that the order is cancelled
 * (demo-api/mail/order-mails.ts), in the order's language. A cancelled order cannot be paid
 * any more (the checkout places a new one), so that mail offers no payment link.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { LocaleSchema, type Locale } from '../../../src/shared/api/contract/common';
import { orders, type OrderRecord } from '../../db/orders';
import { mailOrderCancelled, mailPaymentReceived } from '../../mail/order-mails';
import { demoPath } from '../paths';
import { bankPageHeaders } from './bank-headers';
import { bankMessagePage, bankPayPage } from './bank-page';
import { banks, bankTexts } from './bank-texts';

// The page's address holds the payment token: no Referer may carry it on, not even to the shop
// page the bank returns to (whose error reports could send their Referer elsewhere).
const privateHeaders = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

const html = (body: string, status = 200): Response =>
  new HttpResponse(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...privateHeaders, ...bankPageHeaders },
  });

const seeOther = (location: string): Response =>
  new HttpResponse(null, { status: 303, headers: { Location: location, ...privateHeaders } });

const localeOf = (value: unknown): Locale => {
  const parsed = LocaleSchema.safeParse(value);
  return parsed.success ? parsed.data : 'nl';
};

const completeUrl = (locale: Locale, order: OrderRecord): string =>
  `/${locale}/order-complete?order=${encodeURIComponent(order.orderNumber)}`;
const cancelledUrl = (locale: Locale, order: OrderRecord): string =>
  `/${locale}/dashboard/checkout?payment=cancelled&order=${encodeURIComponent(order.orderNumber)}`;

/** Why an order cannot be paid now, or null when it awaits payment. */
function blocked(order: OrderRecord, locale: Locale): string | null {
  const t = bankTexts[locale];
  if (order.status === 'awaiting_payment') return null;
  if (order.status === 'paid') return t.alreadyPaid;
  if (order.status === 'cancelled') return t.alreadyCancelled;
  return t.notPayable;
}

/** The order a link or form is for, only when it carries that order's payment token. */
function orderFor(orderNumber: string | null | undefined, token: string | null | undefined) {
  const order = orders.byNumber(orderNumber ?? '');
  if (!order || !token || !orders.hasPaymentToken(order.orderNumber, token)) return undefined;
  return order;
}

async function readForm(request: Request): Promise<Record<string, string>> {
  try {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
    });
    return fields;
  } catch {
    // Not a form post: treat as an empty form, which answers 400 below.
    return {};
  }
}

export const bankHandlers: RequestHandler[] = [
  http.get(demoPath('bank'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const locale = localeOf(params.get('lang'));
    const token = params.get('token');
    const order = orderFor(params.get('order'), token);
    if (!order || !token) return html(bankMessagePage(locale, bankTexts[locale].invalidLink), 404);
    const reason = blocked(order, locale);
    if (reason) return html(bankMessagePage(locale, reason), 409);
    return html(bankPayPage(locale, order.orderNumber, token, order.totals.totalInclVat));
  }),

  http.post(demoPath('bank/complete'), async ({ request }) => {
    const form = await readForm(request);
    const locale = localeOf(form.lang);
    const t = bankTexts[locale];
    const order = orderFor(form.order, form.token);
    if (!order) return html(bankMessagePage(locale, t.invalidLink), 404);

    if (form.action === 'cancel') {
      if (order.status === 'cancelled') return seeOther(cancelledUrl(locale, order));
      if (order.status !== 'awaiting_payment')
        return html(bankMessagePage(locale, blocked(order, locale) ?? t.notPayable), 409);
      const cancelled = orders.update(order.orderNumber, { status: 'cancelled' });
      // Only on this change: a second press (already cancelled, above) mails nothing again.
      if (cancelled) mailOrderCancelled(cancelled);
      return seeOther(cancelledUrl(locale, order));
    }
    if (form.action === 'pay') {
      if (order.status === 'paid') return seeOther(completeUrl(locale, order));
      const reason = blocked(order, locale);
      if (reason) return html(bankMessagePage(locale, reason), 409);
      const bank = banks.find((b) => b === form.bank);
      if (!bank) return html(bankMessagePage(locale, t.badRequest), 400);
      const paid = orders.update(order.orderNumber, { status: 'paid', bank });
      // Only on this change: a second press ("already paid" above) mails nothing again.
      if (paid) mailPaymentReceived(paid);
      return seeOther(completeUrl(locale, order));
    }
    return html(bankMessagePage(locale, t.badRequest), 400);
  }),
];
