/**
 * Cart and checkout agree about where the order goes: one delivery target. A country chosen in the
 * cart is the one checkout delivers to (with an address there, never a Dutch one silently), and
 * both show the same totals; a guest's cart and checkout name the same country.
 */
import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from './support/account';
import { seedCart } from './support/cart';
import { en, nl } from './support/messages';

const addressChoice = (page: Page) =>
  page.getByRole('group', { name: en['checkout.address.legend'] }).getByRole('radio');
const summary = (page: Page) => page.getByRole('region', { name: en['cart.overview.title'] });
const totalOf = async (page: Page) =>
  (await summary(page).textContent())?.match(/Total[^€]*€\s?[\d.,]+/)?.[0] ?? '';

async function cartCountry(page: Page, label: string) {
  await page.goto('/en/dashboard/cart');
  await page.getByRole('combobox', { name: en['cart.page.country'] }).selectOption({ label });
  await expect(summary(page)).not.toHaveAttribute('aria-busy', 'true');
}

test('a private buyer who sets Germany in the cart gets Germany in checkout, at the same totals', async ({
  page,
}) => {
  await seedCart(page);
  await page.goto('/en/auth/login');
  await submitLogin(page, 'anna@example.nl', 'Demo!2345');
  await expect(page).not.toHaveURL(/auth\/login/);

  await cartCountry(page, 'Germany');
  await expect(summary(page)).toContainText('VAT included (19%)');
  const cartTotal = await totalOf(page);

  await page.goto('/en/dashboard/checkout');
  await expect(page.getByText(/Delivery country: Germany/)).toBeVisible();
  // Her saved addresses are Dutch: none is chosen for Germany on her behalf.
  await expect(addressChoice(page).and(page.getByRole('radio', { checked: true }))).toHaveCount(0);
  await expect(page.getByText(/None of your saved addresses is in Germany/)).toBeVisible();
  await expect(summary(page)).toContainText('VAT included (19%)');
  expect(await totalOf(page)).toBe(cartTotal);
  await expect(page.getByRole('button', { name: en['checkout.submit.pay'] })).toBeDisabled();

  // Choosing her Dutch address is her own act: the delivery country moves with it, visibly.
  await addressChoice(page).first().check();
  await expect(page.getByText(/Delivery country: Netherlands/)).toBeVisible();
  await expect(summary(page)).toContainText('VAT included (21%)');

  // Back in the cart the same country shows; choosing Belgium there is what checkout then shows.
  await page.goto('/en/dashboard/cart');
  await expect(page.getByRole('combobox', { name: en['cart.page.country'] })).toHaveValue('NL');
  await cartCountry(page, 'Belgium');
  await page.goto('/en/dashboard/checkout');
  await expect(page.getByText(/Delivery country: Belgium/)).toBeVisible();
  await expect(addressChoice(page).and(page.getByRole('radio', { checked: true }))).toHaveCount(0);
});

test('a guest sees the same delivery country in cart and checkout', async ({ page }) => {
  await seedCart(page);
  await page.goto('/nl/dashboard/cart');
  await expect(page.getByRole('combobox', { name: nl['cart.page.country'] })).toHaveValue('NL');
  await page.goto('/nl/dashboard/checkout');
  // Not 'choose a country first' after a cart that said the Netherlands.
  await expect(page.getByText('Land van levering: Nederland')).toBeVisible();
  await expect(page.getByText(nl['checkout.country.none'])).toHaveCount(0);
});
