/**
 * A Belgian business with a VAT number orders on invoice: its goods are an intra-Community supply,
 * exempt under art. 138 of the VAT Directive, and the checkout's overview and the order page say
 * so in place of the VAT row, as the API answered it, with no VAT beside the words.
 */
import { expect, test, type Locator } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { submitLogin } from './support/account';
import { addFromProductPage } from './support/cart';
import { nl } from './support/messages';

const CHECKOUT = '/nl/dashboard/checkout';
const INTRA_COMMUNITY = nl['orderDetail.costs.reverseCharge'];

/** The amount beside a term of a cost overview (`<dt>` then `<dd>`). */
const figure = (overview: Locator, term: string) =>
  overview.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');

test('a Belgian business sees its order as an intra-Community supply under art. 138', async ({
  page,
}) => {
  test.setTimeout(60_000);
  expect(INTRA_COMMUNITY).toBe('Intracommunautaire levering, vrijgesteld (art. 138 Btw-richtlijn)');
  await addFromProductPage(page, 'nl');
  await page.goto(`/nl/auth/login?returnTo=${encodeURIComponent(CHECKOUT)}`);
  await submitLogin(page, 'aankoop@peeters.example.be', DEMO_PASSWORD, 'nl');
  await expect(page).toHaveURL(new RegExp(`${CHECKOUT}$`));
  const summary = page.getByRole('region', { name: nl['cart.overview.title'] });
  await expect(figure(summary, nl['cart.overview.reverseCharge'])).toHaveText('€ 0,00');

  await page.getByRole('button', { name: nl['checkout.submit.invoice'] }).click();
  await expect(page).toHaveURL(/\/nl\/order-complete\?order=/);
  await page.getByRole('link', { name: nl['orderComplete.viewOrder'] }).click();
  await expect(page).toHaveURL(/\/nl\/dashboard\/orders\/VS-/);

  const costs = page.getByRole('region', { name: nl['orderDetail.costs.title'] });
  await expect(figure(costs, INTRA_COMMUNITY)).toHaveText('€ 0,00');
  await expect(costs).not.toContainText('196');
  // No VAT row with a rate beside the exemption.
  await expect(costs).not.toContainText(/Btw \(\d+%\)/);
});
