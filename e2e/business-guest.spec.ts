/**
 * A guest who browsed with business prices (excl. VAT) and continues as a guest is told why the
 * prices now include VAT, and is offered to log in or register as a business, both leading back
 * to checkout. A guest with private prices is not bothered with it.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/app-ready';
import { seedCart } from './support/cart';
import { en } from './support/messages';

const CHECKOUT = '/en/dashboard/checkout';

async function asGuestWith(page: Page, accountType: 'business' | 'personal', baseURL: string) {
  await page.context().addCookies([{ name: 'accountType', value: accountType, url: baseURL }]);
  await seedCart(page);
}

test('in business mode, continuing as a guest says why prices include VAT and how to order as a business', async ({
  page,
  baseURL,
}) => {
  await asGuestWith(page, 'business', baseURL!);
  await page.goto('/en/dashboard/cart');
  await waitForApp(page);
  await expect(page.getByRole('main').getByText(en['price.exclVat']).first()).toBeVisible();

  await page.goto(CHECKOUT);
  await waitForApp(page);
  await expect(page.getByText(en['checkout.who.businessGuest'])).toBeVisible();
  await page.getByRole('link', { name: en['checkout.who.guest'] }).click();

  await expect(page).toHaveURL(/\/en\/order-anonymous$/);
  await expect(page.getByText(en['orderAnonymous.business.title'])).toBeVisible();
  await expect(page.getByText(en['orderAnonymous.business.text'])).toBeVisible();
  await expect(page.getByRole('main').getByText(en['price.inclVat']).first()).toBeVisible();

  const main = page.getByRole('main');
  await main.getByRole('link', { name: en['orderAnonymous.business.register'] }).click();
  await expect(page).toHaveURL(
    new RegExp(`/en/auth/register-company\\?returnTo=${encodeURIComponent(CHECKOUT)}$`),
  );
  await page.goBack();
  await main.getByRole('link', { name: en['orderAnonymous.business.login'], exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/en/auth/login\\?returnTo=${encodeURIComponent(CHECKOUT)}$`),
  );
});

test('with private prices, the guest order has no such notice', async ({ page, baseURL }) => {
  await asGuestWith(page, 'personal', baseURL!);
  await page.goto(CHECKOUT);
  await waitForApp(page);
  await expect(page.getByRole('link', { name: en['checkout.who.guest'] })).toBeVisible();
  await expect(page.getByText(en['checkout.who.businessGuest'])).toHaveCount(0);
  await page.getByRole('link', { name: en['checkout.who.guest'] }).click();
  await expect(page).toHaveURL(/\/en\/order-anonymous$/);
  await expect(page.getByText(en['orderAnonymous.intro'])).toBeVisible();
  await expect(page.getByText(en['orderAnonymous.business.title'])).toHaveCount(0);
});
