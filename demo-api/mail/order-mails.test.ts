/**
 * The order mails: a confirmation for every new order (guest and logged in, in the order's
 * language, with its lines, totals as the buyer saw them, address and payment state), a note
 * when the demo bank has received the payment, and one when the payment was cancelled there (which
 * cancels the order). Links carry no token.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCents } from '../../src/shared/api/contract/formats';
import { OrderCreatedSchema, type OrderCreated } from '../../src/shared/api/contract/orders';
import { catalog } from '../db/catalog/index';
import { mailbox, type Mail } from '../db/mailbox';
import { orders, type OrderRecord } from '../db/orders';
import { resetStore } from '../db/store';
import { DEFAULT_SITE_ORIGIN } from '../auth/site-origin';
import { call, json } from '../handlers/test-client';
import { guestOrderRequest } from '../testing/order-fixtures';

const [P1 = '', P2 = ''] = catalog().families.flatMap((f) => f.packagings.map((p) => p.id));

async function placeGuest(locale: string, key = 'mail-guest-key', country = 'NL') {
  const request = guestOrderRequest(P1, key);
  const response = await call('POST', '/api/orders/anonymous', {
    headers: { 'x-locale': locale },
    body: {
      ...request,
      deliveryAddress: { ...request.deliveryAddress, country },
      items: [{ id: P1, amount: 2 }],
    },
  });
  expect(response.status).toBe(201);
  return OrderCreatedSchema.parse(await json(response));
}

async function placeForUser(userId: string, addressId: string, locale: string, status = 201) {
  const response = await call('POST', '/api/orders', {
    as: userId,
    headers: { 'x-locale': locale },
    body: {
      items: [
        { id: P1, amount: 1 },
        { id: P2, amount: 3 },
      ],
      deliveryAddressId: addressId,
      paymentMethod: userId === 'user-anna' ? 'bank' : 'invoice',
      idempotencyKey: `mail-${userId}-key`,
    },
  });
  expect(response.status).toBe(status);
  return OrderCreatedSchema.parse(await json(response));
}

const record = (created: OrderCreated): OrderRecord => {
  const order = orders.byNumber(created.orderNumber);
  if (!order) throw new Error('order not stored');
  return order;
};
const lastMail = (to: string): Mail => {
  const mail = mailbox.list(to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
};
/** Money as the shop writes it, in every language (requirements §13.2). */
const money = formatCents;

beforeEach(() => {
  resetStore();
  vi.spyOn(console, 'info').mockImplementation(() => undefined); // the mailbox prints each mail
});
afterEach(() => vi.restoreAllMocks());

describe('order confirmation mail', () => {
  it("a guest's order: in the order's language, lines, totals incl. VAT, address, the way to pay", async () => {
    const created = await placeGuest('de');
    const order = record(created);
    const mail = lastMail('guest@example.nl');
    expect(mail.subject).toBe(`Bestellbestätigung ${created.orderNumber}`);
    // The guest's link is the lookup page with the number filled in: no token.
    expect(mail.link).toBe(`/de/order-lookup?order=${created.orderNumber}`);
    expect(mail.absoluteLink).toBe(`${DEFAULT_SITE_ORIGIN}${mail.link}`);
    expect(mail.link).not.toMatch(/token/);
    expect(mail.code).toBeNull();

    const line = order.lines[0];
    expect(line?.amount).toBe(2);
    expect(mail.text).toContain('Guten Tag Sanne de Boer,');
    expect(mail.text).toContain(`Bestellnummer: ${created.orderNumber}`);
    expect(mail.text).toContain(
      `- 2 \u00d7 ${line?.name} (${line?.packagingAmount} Stück): ${money(line?.lineTotalInclVat ?? 0)}`,
    );
    expect(mail.text).toContain(`Gesamt inkl. MwSt.: ${money(order.totals.totalInclVat)}`);
    expect(mail.text).toContain(`Enthaltene MwSt. (21 %): ${money(order.totals.vat)}`);
    expect(mail.text).not.toContain('zzgl. MwSt.');
    expect(mail.text).toContain(
      'Lieferadresse:\nSanne de Boer\nDorpsstraat 1\n1234 AB Ede\nNiederlande',
    );
    // Awaiting the bank: the order's own payment link, absolute, as the order answered it.
    expect(mail.text).toContain(
      `Sie bezahlen online über Ihre Bank mit diesem Link: ${DEFAULT_SITE_ORIGIN}${created.paymentUrl}`,
    );
    expect(mail.text).toContain(`Ihre Bestellung ansehen: ${mail.absoluteLink}`);
    // The status token never leaves the checkout's tab.
    expect(mail.text).not.toContain(created.statusToken);
  });

  it("a business order on invoice: excl. VAT, the VAT, the invoice follows, the account's order page", async () => {
    const created = await placeForUser('user-dekker', 'addr-dekker-huizen', 'fr');
    const order = record(created);
    const mail = lastMail('inkoop@dekker-bouw.example.nl');
    expect(mail.subject).toBe(`Confirmation de commande ${created.orderNumber}`);
    expect(mail.link).toBe(`/fr/dashboard/orders/${created.orderNumber}`);
    expect(mail.text).toContain('Bonjour Pieter Dekker,');
    const pieces = (count: number) => `${count} ${count === 1 ? 'pièce' : 'pièces'}`;
    for (const line of order.lines)
      expect(mail.text).toContain(
        `- ${line.amount} \u00d7 ${line.name} (${pieces(line.packagingAmount)}) : ${money(line.lineTotalExclVat)}`,
      );
    expect(mail.text).toContain(`Articles HT : ${money(order.totals.articleTotalExclVat)}`);
    expect(mail.text).toContain(`Total HT : ${money(order.totals.totalExclVat)}`);
    expect(mail.text).toContain(`TVA (21 %) : ${money(order.totals.vat)}`);
    expect(mail.text).toContain(`Total TTC : ${money(order.totals.totalInclVat)}`);
    expect(mail.text).toContain('Vous payez sur facture : la facture suit.');
    expect(mail.text).not.toContain('__demo/bank');
  });

  it('a private account in English; a replay of the same order mails nothing again', async () => {
    const created = await placeForUser('user-anna', 'addr-anna-utrecht', 'en');
    const mail = lastMail('anna@example.nl');
    expect(mail.subject).toBe(`Order confirmation ${created.orderNumber}`);
    expect(mail.link).toBe(`/en/dashboard/orders/${created.orderNumber}`);
    expect(mail.text).toContain('Dear Anna Jansen,');
    expect(mail.text).toContain('Total incl. VAT: €');
    expect(mail.text).toContain('We are awaiting your payment.');

    const count = mailbox.list('anna@example.nl').length;
    await placeForUser('user-anna', 'addr-anna-utrecht', 'en', 200);
    expect(mailbox.list('anna@example.nl')).toHaveLength(count);
  });

  it('a Belgian business: an intra-Community supply, exempt under art. 138, no VAT charged', async () => {
    const created = await placeForUser('user-peeters', 'addr-peeters-antwerpen', 'en');
    const order = record(created);
    const mail = lastMail('aankoop@peeters.example.be');
    expect(mail.subject).toBe(`Order confirmation ${created.orderNumber}`);
    expect(mail.text).toContain(`Total excl. VAT: ${money(order.totals.totalExclVat)}`);
    expect(mail.text).toContain(
      `Intra-Community supply, exempt (Art. 138 VAT Directive): ${money(0)}`,
    );
    expect(mail.text).not.toMatch(/reverse-charged|196/);
  });

  it('an export outside the EU says why it has no VAT: art. 146', async () => {
    await placeGuest('nl', 'mail-guest-swiss', 'CH');
    const mail = lastMail('guest@example.nl');
    expect(mail.text).toContain(`Export, vrijgesteld (art. 146 Btw-richtlijn): ${money(0)}`);
    expect(mail.text).not.toContain('Waarvan btw');
  });

  it('Dutch, formally', async () => {
    const created = await placeGuest('nl');
    const mail = lastMail('guest@example.nl');
    expect(mail.subject).toBe(`Bestelbevestiging ${created.orderNumber}`);
    expect(mail.text).toContain('Hartelijk dank voor uw bestelling.');
    expect(mail.text).not.toMatch(/\b(je|jouw|jij)\b/i);
  });

  it('never fails the order when its mail cannot be sent', async () => {
    vi.spyOn(mailbox, 'send').mockImplementation(() => {
      throw new Error('disk full');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const created = await placeGuest('en', 'mail-broken-key');
    expect(orders.byNumber(created.orderNumber)).toBeDefined();
  });
});

describe('payment received mail', () => {
  /** The bank page's form, posted as the browser does after "Pay". */
  async function pay(created: OrderCreated) {
    const url = new URL(created.paymentUrl ?? '', 'http://shop.test');
    return call('POST', '/__demo/bank/complete', {
      body: new URLSearchParams({
        order: created.orderNumber,
        token: url.searchParams.get('token') ?? '',
        lang: 'en',
        action: 'pay',
        bank: 'Rabobank',
      }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  }

  it("is sent once, in the order's language (not the bank page's), with the amount", async () => {
    const created = await placeGuest('fr');
    const order = record(created);
    expect((await pay(created)).status).toBe(303);
    const mail = lastMail('guest@example.nl');
    expect(mail.subject).toBe(`Paiement reçu pour la commande ${created.orderNumber}`);
    expect(mail.text).toContain(
      `Nous avons bien reçu votre paiement de ${money(order.totals.totalInclVat)} pour la commande ${created.orderNumber}.`,
    );
    expect(mail.link).toBe(`/fr/order-lookup?order=${created.orderNumber}`);

    const count = mailbox.list('guest@example.nl').length;
    expect((await pay(created)).status).toBe(303); // a double click
    expect(mailbox.list('guest@example.nl')).toHaveLength(count);
  });

  it('is not sent when the payment is cancelled', async () => {
    const created = await placeGuest('en');
    await cancel(created);
    expect(mailbox.list('guest@example.nl').map((mail) => mail.subject)).not.toContain(
      `Payment received for order ${created.orderNumber}`,
    );
  });
});

/** The bank page's form, posted as the browser does after "Cancel" (in the bank page's language). */
async function cancel(created: OrderCreated, lang = 'en') {
  const url = new URL(created.paymentUrl ?? '', 'http://shop.test');
  return call('POST', '/__demo/bank/complete', {
    body: new URLSearchParams({
      order: created.orderNumber,
      token: url.searchParams.get('token') ?? '',
      lang,
      action: 'cancel',
    }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

describe('order cancelled mail', () => {
  it("is sent once when the payment is cancelled at the bank, in the order's language", async () => {
    const created = await placeGuest('de');
    const before = mailbox.list('guest@example.nl').length;
    expect((await cancel(created, 'en')).status).toBe(303);
    expect(orders.byNumber(created.orderNumber)?.status).toBe('cancelled');
    const mails = mailbox.list('guest@example.nl');
    expect(mails).toHaveLength(before + 1);
    const mail = lastMail('guest@example.nl');
    expect(mail.subject).toBe(`Bestellung ${created.orderNumber} storniert`);
    expect(mail.text).toContain('Guten Tag Sanne de Boer,');
    expect(mail.text).toContain(
      `Sie haben die Zahlung für die Bestellung ${created.orderNumber} bei Ihrer Bank abgebrochen. Die Bestellung wurde daher storniert; es wurde nichts abgebucht.`,
    );
    expect(mail.text).toContain('neue Bestellung');
    // The guest's lookup page, which says the order is cancelled; never the dead payment link.
    expect(mail.link).toBe(`/de/order-lookup?order=${created.orderNumber}`);
    expect(mail.text).toContain(`Ihre Bestellung ansehen: ${mail.absoluteLink}`);
    expect(mail.text).not.toContain('__demo/bank');
    expect(mail.text).not.toContain(created.statusToken);

    expect((await cancel(created, 'en')).status).toBe(303); // a double click
    expect(mailbox.list('guest@example.nl')).toHaveLength(before + 1);
  });

  it.each([
    ['nl', 'Bestelling {n} geannuleerd', 'Plaats dan een nieuwe bestelling'],
    ['en', 'Order {n} cancelled', 'place a new order'],
    ['fr', 'Commande {n} annulée', 'Passez alors une nouvelle commande'],
  ])('speaks %s', async (locale, subject, orderAgain) => {
    const created = await placeGuest(locale, `mail-cancel-${locale}`);
    await cancel(created);
    const mail = lastMail('guest@example.nl');
    expect(mail.subject).toBe(subject.replace('{n}', created.orderNumber));
    expect(mail.text).toContain(orderAgain);
  });

  it("links an account's order page, and is not sent for an order that was paid", async () => {
    const created = await placeForUser('user-anna', 'addr-anna-utrecht', 'en');
    await cancel(created);
    expect(lastMail('anna@example.nl').link).toBe(`/en/dashboard/orders/${created.orderNumber}`);

    const paid = await placeGuest('en', 'mail-paid-then-cancel');
    const url = new URL(paid.paymentUrl ?? '', 'http://shop.test');
    await call('POST', '/__demo/bank/complete', {
      body: new URLSearchParams({
        order: paid.orderNumber,
        token: url.searchParams.get('token') ?? '',
        lang: 'en',
        action: 'pay',
        bank: 'ING',
      }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const count = mailbox.list('guest@example.nl').length;
    expect((await cancel(paid)).status).toBe(409);
    expect(mailbox.list('guest@example.nl')).toHaveLength(count);
  });
});
