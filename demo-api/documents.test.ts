/**
 * The order mail and the invoice write money and dates as the shop does, in every language:
 * euros in the nl-NL style and Dutch dates (requirements §13.2).
 */
import { describe, expect, it } from 'vitest';
import { locales } from '../src/shared/api/contract/constants';
import type { OrderRecord } from './db/orders';
import { orderConfirmationText } from './mail/order-mails';
import { renderInvoicePdf } from './pdf/invoice-pdf';
import { emptyGuestDraft } from './testing/order-fixtures';
import { pdfText } from './testing/pdf-text';

const draft = emptyGuestDraft('', '2026-11-27T10:00:00.000Z');

/** One line of € 11,95 excl. VAT, € 14,46 incl. 21 % VAT, shipped free. */
const order = (locale: OrderRecord['locale']): OrderRecord => ({
  ...draft,
  locale,
  orderNumber: 'VS-2026-000042',
  lines: [
    {
      productId: 'p-1',
      slug: 'bag-1',
      name: 'Miele GN zakken',
      brandName: 'Miele',
      packagingAmount: 5,
      amount: 1,
      unitPriceExclVat: 1195,
      unitPriceInclVat: 1446,
      lineTotalExclVat: 1195,
      lineTotalInclVat: 1446,
      brandId: 'b-miele',
      familyId: 'f-miele',
    },
  ],
  totals: {
    ...draft.totals,
    articleTotalExclVat: 1195,
    articleTotalInclVat: 1446,
    totalExclVat: 1195,
    vat: 251,
    totalInclVat: 1446,
  },
});

/** Every kind of space as a plain one: amounts carry a no-break space. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe.each(locales)('the documents in %s', (locale) => {
  it('the order mail writes € 14,46 and 27 november 2026', () => {
    const text = plain(orderConfirmationText(order(locale), 'https://shop.example/order'));
    expect(text).toContain('€ 14,46');
    expect(text).toContain('27 november 2026');
    expect(text).not.toMatch(/€14|14[.,]46 €|November 27/);
  });

  it('the invoice writes € 14,46 and 27 november 2026', async () => {
    const text = plain(await pdfText(await renderInvoicePdf(order(locale), locale)));
    expect(text).toContain('€ 14,46');
    expect(text).toContain('27 november 2026');
    expect(text).not.toMatch(/€14|14[.,]46 €|November 27/);
  });
});
