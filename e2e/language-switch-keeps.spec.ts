/**
 * Switching the language in the middle of a task keeps what the shopper chose: the page is shown
 * again in the other language, not started afresh (forms keep their drafts in any case).
 */
import { expect, test } from '@playwright/test';
import { waitForApp } from './support/app-ready';
import { NILFISK_FAMILY } from './support/cart';
import { chooseLanguage } from './support/language';
import { de, en, nl } from './support/messages';

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

test('a language stepped to with the arrow keys is taken on Enter, not at each key', async ({
  page,
}) => {
  await page.goto('/nl/shippingcosts');
  await waitForApp(page);
  const phone = Boolean(test.info().project.use.isMobile);
  if (phone) await page.getByRole('button', { name: nl['header.menu'], exact: true }).click();
  const select = (phone ? page.getByRole('navigation') : page.locator('header'))
    .getByRole('combobox', { name: nl['header.language'] })
    .first();
  await select.focus();
  // On a closed select each arrow key changes the value (Chromium on Linux and Windows).
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('de');
  // Time for a navigation the keys should not have started.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/nl\/shippingcosts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl['info.shippingcosts.title']);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/shippingcosts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de['info.shippingcosts.title']);
});
