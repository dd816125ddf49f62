/**
 * A French guest orders without an account, receives the order confirmation in French, opens the
 * link in it and looks the order up with the e-mail address, and is then offered an account for
 * that address. The e-mail is read from the demo API's mailbox, as the other mail journeys do.
 */
import { expect, test } from '@playwright/test';
import { bankTexts } from '../demo-api/handlers/demo/bank-texts';
import type { Mail } from '../demo-api/db/mailbox';
import { uniqueEmail } from './support/account';
import { addFromProductPage } from './support/cart';
import { fr } from './support/messages';

test('a guest orders in French, gets the confirmation in French and looks the order up', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('invite');
  await addFromProductPage(page, 'fr');
  await page.goto('/fr/order-anonymous');
  await page.getByLabel(fr['orderAnonymous.email']).fill(email);
  await page.getByLabel(fr['addresses.form.name'], { exact: true }).fill('Camille Lefèvre');
  await page.getByLabel(fr['addresses.form.telephone']).fill('+33 1 23 45 67 89');
  await page.getByLabel(fr['addresses.form.address']).fill('12 rue de la Paix');
  await page.getByLabel(fr['addresses.form.postalcode']).fill('75002');
  await page.getByLabel(fr['addresses.form.city']).fill('Paris');
  await page.getByLabel(fr['addresses.form.country']).selectOption('FR');
  await page.getByRole('button', { name: fr['checkout.submit.pay'] }).click();
  await expect(page).toHaveURL(/\/__demo\/bank\?order=/);
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
  await page.getByRole('button', { name: bankTexts.fr.pay, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/order-complete\\?order=${orderNumber}$`));

  // The confirmation, in French, then the payment note.
  const answer = await page.request.get(`/__demo/mailbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await answer.json()) as { mails: Mail[] };
  const confirmation = mails.find(
    (mail) => mail.subject === `Confirmation de commande ${orderNumber}`,
  );
  expect(confirmation, JSON.stringify(mails.map((mail) => mail.subject))).toBeDefined();
  expect(confirmation!.text).toContain('Camille Lefèvre');
  expect(confirmation!.text).toContain('12 rue de la Paix');
  expect(confirmation!.text).toContain('TTC');
  expect(confirmation!.link).toBe(`/fr/order-lookup?order=${orderNumber}`);

  // The mail's link, in a visit without the checkout's tab state.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(confirmation!.link);
  await expect(page.getByLabel(fr['orderLookup.orderNumber'])).toHaveValue(orderNumber);
  await page.getByLabel(fr['orderLookup.email']).fill(email.toUpperCase());
  await page.getByRole('button', { name: fr['orderLookup.submit'] }).click();
  await expect(
    page.getByRole('heading', {
      name: fr['orderLookup.result.heading'].replace('{orderNumber}', orderNumber),
    }),
  ).toBeVisible();
  await expect(page.getByText('12 rue de la Paix')).toBeVisible();

  // An account for the same address, offered and filled in.
  await page
    .getByRole('link', {
      name: fr['orderLookup.account.create'].replace('{email}', email.toUpperCase()),
    })
    .or(
      page.getByRole('link', { name: fr['orderLookup.account.create'].replace('{email}', email) }),
    )
    .click();
  await expect(page).toHaveURL(/\/fr\/auth\/register-personal$/);
  await expect(page.getByLabel(fr['login.email'])).toHaveValue(new RegExp(email, 'i'));
});

test('a wrong e-mail address finds nothing and says so', async ({ page }) => {
  await page.goto('/fr/order-lookup?order=VS-2025-000101');
  await page.getByLabel(fr['orderLookup.email']).fill('personne@example.fr');
  await page.getByRole('button', { name: fr['orderLookup.submit'] }).click();
  await expect(page.getByText(fr['orderLookup.notFound.title'])).toBeVisible();
});
