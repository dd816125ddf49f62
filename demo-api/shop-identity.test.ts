/**
 * The shop's identity is set once, in shop.config.json (docs/decisions/0069-shop-identity-in-one-file.md):
 * with other values there, the demo API's invoice, order mails and bank page show the new ones
 * (the shop's own places: tests/shop-identity/every-place.test.tsx).
 */
import { describe, expect, it, vi } from 'vitest';
import { bankPayPage } from './handlers/demo/bank-page';
import { orderConfirmationText } from './mail/order-mails';
import { renderInvoicePdf } from './pdf/invoice-pdf';
import { emptyGuestDraft } from './testing/order-fixtures';
import { pdfText } from './testing/pdf-text';

const other = vi.hoisted(() => ({
  name: 'Zakkenhuis',
  legalName: 'Zakkenhuis Handel N.V.',
  address: { street: 'Havenkade 7', postalCode: '9711 AB', city: 'Groningen', countryId: 'NL' },
  kvkNumber: '76543210',
  vatNumber: 'NL987654321B02',
  iban: 'NL02 RABO 0123 4567 89',
  email: 'klantenservice@zakkenhuis.example',
  telephone: '+31 50 765 43 21',
  logo: '/brand/zakkenhuis.png',
}));

vi.mock('../shop.config.json', () => ({ default: other }));

const order = { ...emptyGuestDraft(''), orderNumber: 'VS-2026-000001', lines: [] };

describe('with another shop in shop.config.json', () => {
  it('the invoice prints its details and bank account', async () => {
    // Paid on invoice: the terms name the account to pay to.
    const text = await pdfText(await renderInvoicePdf({ ...order, paymentMethod: 'invoice' }));
    for (const value of [
      'Zakkenhuis',
      other.legalName,
      'Havenkade 7',
      '9711 AB Groningen (NL)',
      'KvK 76543210',
      'BTW NL987654321B02',
      other.email,
      `op ${other.iban} o.v.v.`,
    ])
      expect(text).toContain(value);
  });

  it('the order mails sign with its name and contact', () => {
    const text = orderConfirmationText(order, 'https://shop.example/nl/orders/VS-2026-000001');
    expect(text.endsWith(`Zakkenhuis\n${other.email} · ${other.telephone}`)).toBe(true);
  });

  it('the bank page says whom the shopper pays', () => {
    const html = bankPayPage('fr', 'VS-2026-000001', 'token', 12345);
    expect(html).toContain(
      '<dt>Bénéficiaire</dt><dd>Zakkenhuis Handel N.V., NL02 RABO 0123 4567 89</dd>',
    );
  });
});
