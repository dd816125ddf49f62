/**
 * A guest cancels the payment at the demo bank: the order is cancelled (its payment link can no
 * longer pay it), and a mail in the order's language says so, listed in the demo mailbox beside
 * the confirmation, with the order's lookup link and no payment link.
 */
import { expect, test } from '@playwright/test';
import type { Mail } from '../demo-api/db/mailbox';
import { bankTexts } from '../demo-api/handlers/demo/bank-texts';
import { orderMailTexts } from '../demo-api/mail/order-mail-texts';
import { uniqueEmail } from './support/account';
import { addFromProductPage } from './support/cart';
import { de } from './support/messages';

test('a guest who cancels at the bank gets a mail that the order is cancelled', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('bank-cancel');
  await addFromProductPage(page, 'de');
  await page.goto('/de/order-anonymous');
  await page.getByLabel(de['orderAnonymous.email']).fill(email);
  await page.getByLabel(de['addresses.form.name'], { exact: true }).fill('Jonas Becker');
  await page.getByLabel(de['addresses.form.telephone']).fill('+49 30 1234567');
  await page.getByLabel(de['addresses.form.address']).fill('Torstraße 5');
  await page.getByLabel(de['addresses.form.postalcode']).fill('10119');
  await page.getByLabel(de['addresses.form.city']).fill('Berlin');
  await page.getByLabel(de['addresses.form.country'], { exact: true }).selectOption('DE');
  await page.getByRole('button', { name: de['checkout.submit.pay'] }).click();
  await expect(page).toHaveURL(/\/__demo\/bank\?order=/);
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';

  await page.getByRole('button', { name: bankTexts.de.cancel, exact: true }).click();
  await expect(page).toHaveURL(/\/de\/dashboard\/checkout\?payment=cancelled/);
  await expect(page.getByText(de['checkout.cancelled.title'])).toBeVisible();

  const answer = await page.request.get(`/__demo/mailbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await answer.json()) as { mails: Mail[] };
  const t = orderMailTexts.de;
  expect(mails.map((mail) => mail.subject)).toEqual([
    t.confirmationSubject(orderNumber),
    t.cancelledSubject(orderNumber),
  ]);
  const cancelled = mails[1]!;
  expect(cancelled.text).toContain(t.cancelled(orderNumber));
  expect(cancelled.text).toContain(t.orderAgain);
  expect(cancelled.link).toBe(`/de/order-lookup?order=${orderNumber}`);
  expect(cancelled.text).not.toContain('/__demo/bank');
});
