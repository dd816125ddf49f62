/**
 * A Belgian business orders on invoice with its own purchase-order reference and another invoice
 * address, in each language: checkout sends both, the order shows them, and the invoice PDF (its
 * text, as a reader extracts it) carries them with both VAT numbers and the words of an
 * intra-Community supply (art. 138 of the VAT Directive).
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { invoiceLabels, SHOP } from '../demo-api/pdf/invoice-labels';
import { pdfText } from '../demo-api/testing/pdf-text';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { submitLogin } from './support/account';
import { addFromProductPage } from './support/cart';
import { languages, messages } from './support/messages';

const PEETERS_VAT = 'BE0123456789';
const SELLER_VAT = SHOP.lines.find((line) => line.startsWith('BTW '))!.slice(4);

for (const lang of languages) {
  const t = messages[lang];

  test(`a Belgian business orders with a PO reference and another invoice address (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const reference = `PO-${lang.toUpperCase()}-${Date.now().toString(36)}`;
    const checkout = `/${lang}/dashboard/checkout`;
    await addFromProductPage(page, lang);
    await page.goto(`/${lang}/auth/login?returnTo=${encodeURIComponent(checkout)}`);
    await submitLogin(page, 'aankoop@peeters.example.be', DEMO_PASSWORD, lang);
    await expect(page).toHaveURL(new RegExp(`${checkout}$`));
    await expect(page.getByRole('radio', { name: t['checkout.payment.invoice'] })).toBeChecked();

    await page.getByLabel(t['checkout.invoice.reference']).fill(reference);
    await page.getByLabel(t['checkout.invoice.same']).uncheck();
    const billing = page.getByRole('group', { name: t['checkout.invoice.address'] });
    await billing
      .getByLabel(t['checkout.invoice.name'])
      .fill('Peeters Schoonmaak NV – Boekhouding');
    await billing.getByLabel(t['addresses.form.address']).fill('Kortrijksesteenweg 1001');
    await billing.getByLabel(t['addresses.form.postalcode']).fill('9000');
    await billing.getByLabel(t['addresses.form.city']).fill('Gent');
    await billing.getByLabel(t['addresses.form.country']).selectOption('BE');
    // A reload in the middle keeps what was typed.
    await page.reload();
    await expect(page.getByLabel(t['checkout.invoice.reference'])).toHaveValue(reference);
    await expect(billing.getByLabel(t['addresses.form.city'])).toHaveValue('Gent');

    await page.getByRole('button', { name: t['checkout.submit.invoice'] }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/order-complete\\?order=`));
    await page.getByRole('link', { name: t['orderComplete.viewOrder'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    const invoiceAddress = page.getByRole('region', {
      name: t['orderDetail.billingAddress.title'],
    });
    await expect(invoiceAddress).toContainText('Kortrijksesteenweg 1001');
    await expect(invoiceAddress).toContainText('9000 Gent');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t['orderDetail.invoice.download'] }).click();
    const text = await pdfText(await readFile((await (await download).path())!));
    const labels = invoiceLabels[lang];
    expect(text).toContain(reference);
    expect(text).toContain(labels.invoiceAddress);
    expect(text).toContain('Peeters Schoonmaak NV – Boekhouding');
    expect(text).toContain('Kortrijksesteenweg 1001');
    expect(text).toContain(PEETERS_VAT);
    expect(text).toContain(SELLER_VAT);
    expect(text).toContain(labels.exemptions.intra_community_supply);
  });
}
