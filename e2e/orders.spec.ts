import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { findBrand } from '../demo-api/db/catalog/index';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { submitLogin } from './support/account';
import { expectNoViolations } from './support/axe';
import { en, languages, messages } from './support/messages';

/**
 * Order history of a seeded buyer (demo-api/db/order-seed.ts). These journeys only read orders
 * and fill this browser's cart, so they repeat on a long-running server in any order.
 */
const ANNA = 'anna@example.nl';
const OLDEST = 'VS-2025-000101'; // 14 March 2025: Miele bags (2) and a Miele filter (1)
const AUTUMN = 'VS-2025-000105'; // 2 November 2025: Vorwerk bags
const WINTER = 'VS-2026-000107'; // 21 February 2026: Philips and Miele

async function logInAs(page: Page, email: string, returnTo: string) {
  await page.goto(`/en/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await submitLogin(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/\?/g, '\\?')}$`));
}

const searchForm = (page: Page, lang: keyof typeof messages = 'en') =>
  page.getByRole('search', { name: messages[lang]['orders.search.title'] });
const orderCard = (page: Page, orderNumber: string) =>
  page.getByRole('article', { name: `View order ${orderNumber}` });
const search = (page: Page) =>
  searchForm(page).getByRole('button', { name: en['orders.search.submit'] });

test('searches the orders by number, by brand and by year', async ({ page }) => {
  await logInAs(page, ANNA, '/en/dashboard/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['page.orders.title']);
  for (const number of [WINTER, AUTUMN, OLDEST])
    await expect(orderCard(page, number)).toBeVisible();
  // Ordered on, in Dutch whatever the language (requirements §13.2).
  await expect(orderCard(page, OLDEST)).toContainText('14 maart 2025');
  await expect(orderCard(page, OLDEST)).toContainText(en['orders.status.shipped']);

  const form = searchForm(page);
  await form.getByLabel(en['orders.search.query']).fill(AUTUMN);
  await search(page).click();
  await expect(page).toHaveURL(/\?query=VS-2025-000105$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(orderCard(page, AUTUMN)).toBeVisible();
  // The search is in the URL: a reload shows the same result.
  await page.reload();
  await expect(orderCard(page, AUTUMN)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  await searchForm(page).getByRole('button', { name: en['orders.search.clear'] }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
  await searchForm(page)
    .getByLabel(en['orders.search.brand'])
    .selectOption({ label: findBrand('b-vorwerk')!.name });
  await search(page).click();
  await expect(page).toHaveURL(/\?brandId=b-vorwerk$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(orderCard(page, AUTUMN)).toBeVisible();

  await searchForm(page).getByLabel(en['orders.search.brand']).selectOption('');
  await searchForm(page).getByLabel(en['orders.search.year']).selectOption('2025');
  await search(page).click();
  await expect(page).toHaveURL(/\?year=2025$/);
  await expect(orderCard(page, OLDEST)).toBeVisible();
  await expect(orderCard(page, AUTUMN)).toBeVisible();
  await expect(orderCard(page, WINTER)).toHaveCount(0);

  // Back returns to the brand search.
  await page.goBack();
  await expect(page).toHaveURL(/\?brandId=b-vorwerk$/);
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('opens an order, downloads its invoice and orders it again', async ({ page }) => {
  await logInAs(page, ANNA, '/en/dashboard/orders');
  await orderCard(page, OLDEST).getByRole('link').click();
  await expect(page).toHaveURL(`/en/dashboard/orders/${OLDEST}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${OLDEST}`);
  await expect(page.getByText('14 maart 2025').first()).toBeVisible();
  const address = page.getByRole('region', { name: en['orderDetail.address.title'] });
  await expect(address).toContainText('Oudegracht 142 bis');
  const costs = page.getByRole('region', { name: en['orderDetail.costs.title'] });
  await expect(costs).toContainText(en['orderDetail.costs.articlesInclVat']);
  await expect(costs).toContainText(en['orderDetail.costs.total']);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: en['orderDetail.invoice.download'] }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoice-${OLDEST}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText(en['orderDetail.invoice.done'])).toBeVisible();

  const cart = page.getByRole('link', { name: /^Shopping cart, / }).first();
  await expect(cart).toHaveAccessibleName('Shopping cart, empty');
  await page.getByRole('button', { name: en['orderDetail.reorder'] }).click();
  await expect(page.getByText(en['orderDetail.reorder.done'])).toBeVisible();
  // Two packagings of Miele bags and one filter.
  await expect(cart).toHaveAccessibleName('Shopping cart, 3 items');
  await page.getByRole('link', { name: en['orderDetail.reorder.toCart'] }).click();
  await expect(page).toHaveURL('/en/dashboard/cart');
});

test('an order number the user does not have is Page Not Found', async ({ page }) => {
  await logInAs(page, ANNA, '/en/dashboard/orders');
  await page.goto('/en/dashboard/orders/VS-2025-000102');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Page Not Found: /en/dashboard/orders/VS-2025-000102',
  );
});

for (const lang of languages) {
  test(`orders, an empty search and an order detail have no axe violations (${lang})`, async ({
    page,
  }) => {
    // A login and three full axe scans: near 30 s on a busy two-core machine.
    test.slow();
    const t = messages[lang];
    await logInAs(page, ANNA, '/en/dashboard/orders');
    await page.goto(`/${lang}/dashboard/orders`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['page.orders.title']);
    await expect(page.getByRole('article')).toHaveCount(3);
    await expectNoViolations(page);

    await page.goto(`/${lang}/dashboard/orders?year=2022`);
    await expect(page.getByRole('heading', { name: t['orders.empty.title'] })).toBeVisible();
    await expectNoViolations(page);

    await page.goto(`/${lang}/dashboard/orders/${OLDEST}`);
    await expect(page.getByRole('region', { name: t['orderDetail.costs.title'] })).toBeVisible();
    await expectNoViolations(page);
  });
}
