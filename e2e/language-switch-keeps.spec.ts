/**
 * Switching the language in the middle of a task keeps what the shopper chose: the page is shown
 * again in the other language, not started afresh (forms keep their drafts in any case).
 */
import { expect, test } from '@playwright/test';
import { waitForApp } from './support/app-ready';
import { NILFISK_FAMILY } from './support/cart';
import { chooseLanguage } from './support/language';
import { de, en } from './support/messages';

test('the product page keeps the chosen pack and quantity in another language', async ({
  page,
}) => {
  await page.goto(`/en/detail/${NILFISK_FAMILY}`);
  await waitForApp(page);
  await page.getByRole('radio', { name: /^10 pieces/ }).check();
  await page.getByRole('button', { name: en['detail.quantity.increase'] }).click();
  await page.getByRole('button', { name: en['detail.quantity.increase'] }).click();

  await chooseLanguage(page, 'en', 'de');
  await expect(page).toHaveURL(new RegExp(`/de/detail/${NILFISK_FAMILY}$`));
  await expect(page.getByRole('radio', { name: /^10 Stück/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: de['detail.quantity.label'] })).toHaveValue('3');

  await page.getByRole('button', { name: de['cart.add.button'] }).click();
  await expect(page.getByRole('dialog', { name: de['cart.add.title'] })).toContainText(
    '(10 Stück)',
  );
  await expect(page.getByRole('link', { name: /Warenkorb, 3 Artikel/ })).toBeVisible();
});
