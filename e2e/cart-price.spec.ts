import { expect, test } from '@playwright/test';
import { en } from './support/messages';
import { waitForApp } from './support/app-ready';

/** A Nilfisk bag: its 10 % brand discount is in the price the product page shows. */
const NILFISK = 'nilfisk/attix-30/synthetic-dust-bags-5-layer';

test('the cart line costs per packaging what the product page said, the brand discount once', async ({
  page,
}) => {
  await page.goto(`/en/detail/${NILFISK}`);
  await waitForApp(page);
  await page.getByRole('radio', { name: /^10 pieces/ }).check();
  const priceBox = page.getByRole('group', { name: en['detail.price.label'] });
  // The first line of the price box: the price before the discount struck through, then the price.
  const prices = priceBox.locator('p').first().locator('[data-cents]');
  await expect(prices).toHaveCount(2);
  const before = (await prices.first().textContent()) ?? '';
  const shown = (await prices.last().textContent()) ?? '';

  await page.getByRole('button', { name: en['cart.add.button'] }).click();
  await page
    .getByRole('dialog', { name: en['cart.add.title'] })
    .getByRole('link', { name: en['cart.add.toBasket'] })
    .click();
  await expect(page).toHaveURL(/\/en\/dashboard\/cart$/);

  const summary = page.getByRole('region', { name: en['cart.overview.title'] });
  // Wait for the calculation: until then the line shows the product's own price.
  await expect(summary).toContainText(`${en['cart.overview.subtotal']}${shown}`);
  const line = page.getByRole('main').getByRole('article');
  await expect(line).toContainText(
    `${en['cart.line.unitPrice']}: ${en['price.was']} ${before} ${shown} ${en['price.inclVat']}`,
  );
  // No row takes the brand discount off a second time.
  await expect(summary).not.toContainText('Nilfisk');
  await expect(summary).not.toContainText(/discount/i);
});
