/**
 * A shopper's journey on the shop behind nginx with the generated configuration
 * (scripts/nginx/serve.ts): home, the brand and model finder, a product page, the cart, logging in
 * as the demo user and the checkout page, without one Content-Security-Policy violation.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { submitLogin } from '../e2e/support/account';
import { waitForApp } from '../e2e/support/app-ready';
import { CHECKOUT } from '../e2e/support/checkout';
import { en } from '../e2e/support/messages';

test('from the finder to checkout, logged in as the demo user', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const home = await page.goto('/en');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['finder.title']);

  const brand = page.getByRole('combobox', { name: en['finder.brand.label'] });
  await expect(brand.getByRole('option', { name: 'Nilfisk' })).toBeAttached();
  await brand.selectOption({ label: 'Nilfisk' });
  const model = page.getByRole('combobox', { name: en['finder.type.label'] });
  await expect(model.getByRole('option', { name: 'Attix 30' })).toBeAttached();
  await model.selectOption({ label: 'Attix 30' });
  await page.getByRole('button', { name: en['finder.submit'] }).click();
  await expect(page).toHaveURL(/\/en\/results\/nilfisk\/attix-30\?category=bag$/);

  await page.locator('main a[href*="/detail/"]').first().click();
  await expect(page).toHaveURL(/\/en\/detail\//);
  await page.getByRole('button', { name: en['cart.add.button'] }).click();
  const dialog = page.getByRole('dialog', { name: en['cart.add.title'] });
  await dialog.getByRole('link', { name: en['cart.add.toBasket'] }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/cart$/);
  await expect(page.getByRole('link', { name: /Shopping cart, 1 item/ })).toBeVisible();

  // A deep link, loaded afresh: nginx answers it with the app, which sends the guest to log in.
  await page.goto(`/en/auth/login?returnTo=${encodeURIComponent(CHECKOUT)}`);
  await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${CHECKOUT}$`));
  const summary = page.getByRole('region', { name: en['cart.overview.title'] });
  await expect(summary).toContainText(en['cart.overview.totalInclVat']);

  expect(violations).toEqual([]);
});
