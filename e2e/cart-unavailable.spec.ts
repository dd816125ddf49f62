/**
 * A product the shop withdrew while it sat in the cart does not block the rest: its line says it
 * is no longer available and can be removed, the other lines are priced and totalled, checkout
 * lists it as not ordered, and the order is placed without it.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/app-ready';
import { NILFISK_10 } from './support/cart';
import { fillInGuest } from './support/checkout';
import { en } from './support/messages';

/** An id the catalogue does not have (any more). */
const GONE = 'p-withdrawn-last-season-10';

async function seedCartWithGoneProduct(page: Page) {
  await page.goto('/__demo/health');
  await page.evaluate(
    ([known, gone]) => {
      const dateAdded = new Date().toISOString();
      const items = [
        { productId: known, amount: 2, dateAdded },
        { productId: gone, amount: 1, dateAdded },
      ];
      sessionStorage.setItem('shop-cart', JSON.stringify({ state: { items }, version: 2 }));
    },
    [NILFISK_10, GONE],
  );
}

test('a withdrawn product is marked and removable; the rest is totalled and ordered without it', async ({
  page,
}) => {
  await seedCartWithGoneProduct(page);
  await page.goto('/en/dashboard/cart');
  await waitForApp(page);

  const gone = page.getByRole('article').filter({ hasText: en['cart.line.unavailable'] });
  await expect(gone).toContainText(en['cart.line.unavailable.text']);
  await expect(gone.getByRole('button', { name: /Remove/ })).toBeVisible();
  // The known line is priced, and the totals are there (not 'unavailable').
  const overview = page.getByRole('complementary', { name: en['cart.overview.title'] });
  await expect(overview.getByText(en['cart.overview.unavailable.title'])).toHaveCount(0);
  await expect(overview.locator('[data-cents]').first()).toBeVisible();

  // On to checkout as a guest: the line is listed as not ordered.
  await page.getByRole('link', { name: en['cart.page.order'], exact: true }).click();
  await page.getByRole('link', { name: en['checkout.who.guest'] }).click();
  await expect(page).toHaveURL(/\/en\/order-anonymous$/);
  const notOrdered = page
    .getByRole('listitem')
    .filter({ hasText: en['checkout.lines.unavailable'] });
  await expect(notOrdered).toContainText(en['cart.line.unavailable']);

  await fillInGuest(page);
  const placed = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders/anonymous',
  );
  await page.getByRole('button', { name: en['checkout.submit.pay'] }).click();
  const body = (await placed).postDataJSON() as { items: { id: string; amount: number }[] };
  expect(body.items).toEqual([{ id: NILFISK_10, amount: 2 }]);
  await expect(page).toHaveURL(/\/__demo\/bank\?order=/);
});

test('removing the withdrawn line leaves the rest of the cart as it was', async ({ page }) => {
  await seedCartWithGoneProduct(page);
  await page.goto('/en/dashboard/cart');
  await waitForApp(page);
  const gone = page.getByRole('article').filter({ hasText: en['cart.line.unavailable'] });
  await gone.getByRole('button', { name: /Remove/ }).click();
  await expect(gone).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByText(en['cart.line.unavailable'], { exact: true })).toHaveCount(0);
});
