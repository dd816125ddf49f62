/**
 * After a business buyer logs out, the next visitor does not inherit their context: what came
 * from the account (business prices excl. VAT, the account's country) leaves with it, and what the
 * visitor had chosen themselves before logging in comes back.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { isPhone, logOutThroughMenu, submitLogin } from './support/account';
import { waitForApp } from './support/app-ready';
import { NILFISK_FAMILY } from './support/cart';
import { en } from './support/messages';

/** A business buyer of the demo data whose account is in Belgium. */
const BELGIAN_BUSINESS = 'aankoop@peeters.example.be';
const PRODUCT = `/en/detail/${NILFISK_FAMILY}`;

/** The header's "Deliver to …" button (in the menu on a phone), as the shopper reads it. */
async function deliverTo(page: Page): Promise<string> {
  const phone = isPhone(page);
  const menuButton = page.getByRole('button', { name: en['header.menu'], exact: true });
  if (phone) await menuButton.click();
  const button = (
    phone ? page.getByRole('navigation', { name: en['header.menu.label'] }) : page.locator('header')
  )
    .getByRole('button', { name: new RegExp(en['country.button.label']) })
    .first();
  const text = (await button.innerText()).replace(/\s+/g, ' ').trim();
  if (phone) await menuButton.click();
  return text;
}

/** How the product page states its prices: incl. or excl. VAT. */
async function expectPricesShown(page: Page, vat: 'incl' | 'excl') {
  const main = page.getByRole('main');
  const shown = vat === 'incl' ? en['price.inclVat'] : en['price.exclVat'];
  const other = vat === 'incl' ? en['price.exclVat'] : en['price.inclVat'];
  await expect(main.getByText(shown).first()).toBeVisible();
  await expect(main.getByText(other, { exact: true })).toHaveCount(0);
}

async function logInAsBelgianBusiness(page: Page) {
  await page.goto(`/en/auth/login?returnTo=${encodeURIComponent(PRODUCT)}`);
  await submitLogin(page, BELGIAN_BUSINESS, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  await waitForApp(page);
}

test('a visitor who chose nothing gets no country and prices incl. VAT back after logout', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  await waitForApp(page);
  await expectPricesShown(page, 'incl');

  await logInAsBelgianBusiness(page);
  await expectPricesShown(page, 'excl');
  await expect.poll(() => deliverTo(page)).toContain('Belgi');

  await logOutThroughMenu(page);
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
  await page.goto(PRODUCT);
  await waitForApp(page);
  await expectPricesShown(page, 'incl');
  // No country chosen any more: the header names the shop's default one.
  await expect.poll(() => deliverTo(page)).toContain('Netherlands');
});

test('a page left at once after logout still gives the next visitor no account context', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  await waitForApp(page);
  await logInAsBelgianBusiness(page);
  await expectPricesShown(page, 'excl');

  // The shopper leaves before the logout's restoring code has arrived: its first request is never
  // answered (refusing it would be a failed chunk, which the shop answers with a reload); the next
  // page's is.
  let held = false;
  await page.route(/\/restore-visitor-choice[^/]*\.js$/, async (route) => {
    if (held) return route.continue();
    held = true;
    await new Promise<void>(() => undefined);
  });
  await logOutThroughMenu(page);
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
  expect(held).toBe(true);

  await page.goto(PRODUCT);
  await waitForApp(page);
  await expectPricesShown(page, 'incl');
  await expect.poll(() => deliverTo(page)).toContain('Netherlands');
});

test("a visitor's own country stays after logout, and the account's business prices go", async ({
  page,
}) => {
  // The visitor chose Germany themselves before logging in.
  await page.addInitScript(() => {
    if (!localStorage.getItem('shop-delivery-target'))
      localStorage.setItem(
        'shop-delivery-target',
        JSON.stringify({ state: { countryId: 'DE', addressId: null }, version: 1 }),
      );
  });
  await page.goto(PRODUCT);
  await waitForApp(page);
  await expect.poll(() => deliverTo(page)).toContain('Germany');

  await logInAsBelgianBusiness(page);
  await expectPricesShown(page, 'excl');

  await logOutThroughMenu(page);
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
  await page.reload();
  await page.goto(PRODUCT);
  await waitForApp(page);
  await expectPricesShown(page, 'incl');
  // The country's name follows once the countries are loaded (its code stands in until then).
  await expect.poll(() => deliverTo(page)).toContain('Germany');
});
