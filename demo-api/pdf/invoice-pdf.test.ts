import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/api/contract/common';
import type { OrderLineRecord, OrderRecord } from '../db/orders';
import { emptyGuestDraft } from '../testing/order-fixtures';
import { pdfText } from '../testing/pdf-text';
import { invoiceLabels } from './invoice-labels';
import { renderInvoicePdf } from './invoice-pdf';

const NUMBER = 'VS-2026-000123';

function line(n: number): OrderLineRecord {
  return {
    productId: `p-${n}`,
    slug: `bag-${n}`,
    name: `Miele GN zakken, type ${n}`,
    brandName: 'Miele',
    packagingAmount: 5,
    amount: 2,
    unitPriceExclVat: 1250,
    unitPriceInclVat: 1513,
    lineTotalExclVat: 2500,
    lineTotalInclVat: 3025,
    brandId: 'b-miele',
    familyId: 'f-miele',
  };
}

/** Three lines of € 25,00 and € 6,95 shipping: € 81,95 excl. VAT. */
function order(change: Partial<OrderRecord> = {}, lines = 3): OrderRecord {
  const draft = emptyGuestDraft('');
  const base: OrderRecord = {
    ...draft,
    orderNumber: NUMBER,
    lines: Array.from({ length: lines }, (_, i) => line(i + 1)),
    totals: {
      ...draft.totals,
      articleTotalExclVat: lines * 2500,
      shippingExclVat: 695,
      totalExclVat: lines * 2500 + 695,
      vatRate: 21,
      vat: Math.round((lines * 2500 + 695) * 0.21),
      totalInclVat: lines * 2500 + 695 + Math.round((lines * 2500 + 695) * 0.21),
    },
  };
  return { ...base, ...change };
}

/**
 * A Belgian company on invoice: an intra-Community supply (VAT 0 %, the buyer declares it), its
 * own reference and invoice address.
 */
const belgian = order({
  paymentMethod: 'invoice',
  status: 'invoiced',
  accountType: 'business',
  customer: {
    name: 'Els Peeters',
    email: 'aankoop@peeters.example.be',
    telephone: '+32 3 123 45 67',
    companyName: 'Schoonmaak Peeters BV',
    kvkNumber: null,
    vatNumber: 'BE0123456789',
  },
  deliveryAddress: {
    name: 'Schoonmaak Peeters BV',
    address: 'Meir 10',
    postalcode: '2000',
    city: 'Antwerpen',
    country: 'BE',
    telephone: '+32 3 123 45 67',
    isDefaultDelivery: true,
  },
  billingAddress: {
    name: 'Peeters BV - boekhouding',
    address: 'Postbus 12',
    postalcode: '2018',
    city: 'Antwerpen',
    country: 'BE',
  },
  purchaseOrderReference: 'PO-2026/17',
  totals: {
    ...order().totals,
    vatRate: 0,
    vat: 0,
    reverseCharge: true,
    vatExemption: 'intra_community_supply',
    totalInclVat: 8195,
  },
});

/** A Swiss company: goods leave the EU, so no VAT (an export) and a customs cost instead. */
const swiss = order({
  paymentMethod: 'invoice',
  status: 'invoiced',
  accountType: 'business',
  customer: {
    name: 'Urs Meier',
    email: 'einkauf@sauber.example.ch',
    telephone: '+41 44 123 45 67',
    companyName: 'Sauber AG',
    kvkNumber: null,
    vatNumber: null,
  },
  deliveryAddress: {
    name: 'Sauber AG',
    address: 'Bahnhofstrasse 1',
    postalcode: '8001',
    city: 'Zürich',
    country: 'CH',
    telephone: '+41 44 123 45 67',
    isDefaultDelivery: true,
  },
  totals: {
    ...order().totals,
    customsExclVat: 1500,
    totalExclVat: 9695,
    vatRate: 0,
    vat: 0,
    vatExemption: 'export',
    totalInclVat: 9695,
  },
});

/** A Dutch company with a KvK number, 21 % VAT, no reference and no invoice address of its own. */
const dutch = order({
  paymentMethod: 'invoice',
  status: 'invoiced',
  accountType: 'business',
  customer: {
    name: 'Pieter Dekker',
    email: 'pieter@dekkerbouw.example',
    telephone: '+31 35 123 4567',
    companyName: 'Dekker Bouw B.V.',
    kvkNumber: '12345678',
    vatNumber: null,
  },
  purchaseOrderReference: undefined,
  billingAddress: undefined,
});

const render = async (o: OrderRecord, locale?: Locale) =>
  pdfText(await renderInvoicePdf(o, locale));
const lines = (text: string) => text.split(/\n|\f/);

describe('renderInvoicePdf', () => {
  it('shows both VAT numbers, the intra-Community supply under art. 138, the reference and the invoice address', async () => {
    const text = await render(belgian, 'nl');
    // The seller's VAT number and the buyer's: an intra-Community supply needs both.
    expect(text).toContain('BTW NL001234567B01');
    expect(text).toContain('Btw-nummer: BE0123456789');
    expect(text).toContain(
      'Intracommunautaire levering, vrijgesteld (art. 138 Btw-richtlijn) € 0,00',
    );
    // Article 196 is the reverse charge on services, not on goods.
    expect(text).not.toContain('196');
    expect(text).toContain('Uw inkoopordernummer: PO-2026/17');
    // The invoice address beside the delivery address, line by line.
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        'Factuuradres Afleveradres',
        'Peeters BV - boekhouding Schoonmaak Peeters BV',
        'Postbus 12 Meir 10',
        '2018 Antwerpen 2000 Antwerpen',
        'België België',
      ]),
    );
    // Every line at 0 %, and the taxable amount per rate with no VAT on it.
    expect(text).toContain('Miele GN zakken, type 1 (5 stuks) 2 € 12,50 0% € 25,00');
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        'Btw-specificatie',
        'Tarief Grondslag Btw-bedrag',
        '0% € 81,95 € 0,00',
      ]),
    );
    expect(text).toContain('Totaal te betalen € 81,95');
  });

  it('says why an export carries no VAT: art. 146, beside the customs cost', async () => {
    const text = await render(swiss, 'nl');
    expect(text).toContain('Inklaringskosten € 15,00');
    expect(text).toContain('Export, vrijgesteld (art. 146 Btw-richtlijn) € 0,00');
    expect(text).toContain('Miele GN zakken, type 1 (5 stuks) 2 € 12,50 0% € 25,00');
    expect(lines(text)).toEqual(expect.arrayContaining(['0% € 96,95 € 0,00']));
    expect(text).not.toContain('art. 138');
    expect(text).toContain('Totaal te betalen € 96,95');
  });

  it('finds the exemption of an order stored before orders kept it', async () => {
    const { vatExemption: _ics, ...oldBelgian } = belgian.totals;
    expect(await render({ ...belgian, totals: oldBelgian }, 'en')).toContain(
      'Intra-Community supply, exempt (Art. 138 VAT Directive) € 0,00',
    );
    const { vatExemption: _export, ...oldSwiss } = swiss.totals;
    expect(await render({ ...swiss, totals: oldSwiss }, 'en')).toContain(
      'Export, exempt (Art. 146 VAT Directive) € 0,00',
    );
  });

  it('shows a Dutch company\u2019s KvK number, 21 % per line and per rate, the delivery address as invoice address', async () => {
    const text = await render(dutch, 'nl');
    expect(text).toContain('Dekker Bouw B.V.');
    expect(text).toContain('KvK-nummer: 12345678');
    expect(text).toContain('Miele GN zakken, type 3 (5 stuks) 2 € 12,50 21% € 25,00');
    expect(text).toContain('Btw 21% € 17,21');
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        '21% € 81,95 € 17,21',
        'Factuuradres Afleveradres',
        'Sanne de Boer Sanne de Boer',
        'Dorpsstraat 1 Dorpsstraat 1',
        '1234 AB Ede 1234 AB Ede',
      ]),
    );
    expect(text).not.toContain('inkoopordernummer');
    expect(text).not.toContain('Btw-nummer');
  });

  it('writes names and places in any European letters exactly', async () => {
    const text = await render(
      order({
        customer: { ...order().customer, name: 'Łukasz Wąsowicz-Gődör' },
        deliveryAddress: {
          ...order().deliveryAddress,
          name: 'Łukasz Wąsowicz-Gődör',
          address: 'Náměstí Svornosti 1',
          postalcode: '381 01',
          city: 'Český Krumlov',
          country: 'CZ',
        },
      }),
      'de',
    );
    expect(text).toContain('Łukasz Wąsowicz-Gődör');
    expect(text).toContain('Náměstí Svornosti 1');
    expect(text).toContain('381 01 Český Krumlov');
    expect(text).not.toContain('?');
  });

  it('runs a 60-line order onto several pages, each with the table header', async () => {
    const text = await render(order({}, 60), 'en');
    const pages = text.split('\f');
    expect(pages.length).toBeGreaterThan(2);
    const header = 'Product Quantity Price per pack VAT Total';
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      if (i > 0) expect(page.startsWith(`Invoice ${NUMBER} (continued)\n`)).toBe(true);
      // A page with lines on it starts them with the table header.
      if (page.includes('zakken, type')) expect(page).toMatch(new RegExp(`${header}\nMiele GN`));
    });
    // Every line once, in order, and the totals after the last.
    const types = [...text.matchAll(/zakken, type (\d+) /g)].map((m) => Number(m[1]));
    expect(types).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(pages.at(-1)).toContain('Total due € 1.823,41');
  });

  it.each<[Locale, string, string]>([
    ['nl', 'Factuuradres', 'Uw inkoopordernummer'],
    ['en', 'Invoice address', 'Your purchase order'],
    ['de', 'Rechnungsadresse', 'Ihre Bestellreferenz'],
    ['fr', 'Adresse de facturation', 'Votre bon de commande'],
  ])('labels everything in %s', async (locale, invoiceAddress, purchaseOrder) => {
    const l = invoiceLabels[locale];
    const text = await render(
      { ...belgian, customer: { ...belgian.customer, kvkNumber: '87654321' } },
      locale,
    );
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        `${l.invoice} ${NUMBER}`,
        `${invoiceAddress} ${l.deliveryAddress}`,
        `${l.product} ${l.quantity} ${l.unitPrice} ${l.vatColumn} ${l.total}`,
        l.vatSummary,
        `${l.vatRate} ${l.taxableAmount} ${l.vatAmount}`,
      ]),
    );
    expect(text).toContain(`${purchaseOrder}: PO-2026/17`);
    expect(text).toContain(`${l.vatNumber}: BE0123456789`);
    expect(text).toContain(`${l.kvkNumber}: 87654321`);
    expect(text).toContain(l.exemptions.intra_community_supply);
    expect(text).toContain(l.page(1, 1));
    expect(await render(swiss, locale)).toContain(l.exemptions.export);
  });

  it.each<[Locale, string, string]>([
    [
      'nl',
      'Intracommunautaire levering, vrijgesteld (art. 138 Btw-richtlijn)',
      'Export, vrijgesteld (art. 146 Btw-richtlijn)',
    ],
    [
      'en',
      'Intra-Community supply, exempt (Art. 138 VAT Directive)',
      'Export, exempt (Art. 146 VAT Directive)',
    ],
    [
      'de',
      'Innergemeinschaftliche Lieferung, steuerfrei (Art. 138 MwSt-Richtlinie)',
      'Ausfuhrlieferung, steuerfrei (Art. 146 MwSt-Richtlinie)',
    ],
    [
      'fr',
      'Livraison intracommunautaire exonérée (art. 138 directive TVA)',
      'Exportation exonérée (art. 146 directive TVA)',
    ],
  ])('cites the article of each exemption in %s', (locale, intraCommunity, exportWords) => {
    expect(invoiceLabels[locale].exemptions).toEqual({
      intra_community_supply: intraCommunity,
      export: exportWords,
    });
  });

  it('embeds only the glyphs it uses, so a 3-line invoice stays small', async () => {
    const bytes = await renderInvoicePdf(belgian);
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    // The two Noto Sans files are 1.2 MB; their subsets are a few kilobytes.
    expect(bytes.byteLength).toBeLessThan(30_000);
  });
});
