import { expect, test } from '@playwright/test';
import { waitForApp } from './support/app-ready';
import { expectNoViolations } from './support/axe';
import { XSS_FAMILY_SLUG } from '../demo-api/db/catalog/injection';
import { en, languages, messages } from './support/messages';

const SLUG = 'nilfisk/attix-30/synthetic-dust-bags-5-layer';

test('the description that carries a script runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/en/detail/${XSS_FAMILY_SLUG}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Columbus ST 11 Turbo');
  await page.getByRole('button', { name: en['detail.description.more'] }).click();
  await expect(page.getByRole('main')).toContainText('The fleece does not tear');
  await page.waitForLoadState('networkidle');

  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('main [onerror]')).toHaveCount(0);
});

test('add to cart confirms, and "to basket" opens the cart', async ({ page }) => {
  await page.goto(`/en/detail/${SLUG}`);
  await waitForApp(page);
  await page.getByRole('radio', { name: /^10 pieces/ }).check();
  await page.getByRole('button', { name: en['cart.add.button'] }).click();

  const dialog = page.getByRole('dialog', { name: en['cart.add.title'] });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('(10 pieces) is in your cart.');
  await expect(page.getByRole('link', { name: /Shopping cart, 1 item/ })).toBeVisible();

  await dialog.getByRole('link', { name: en['cart.add.toBasket'] }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/cart$/);
});

test('"continue shopping" closes the confirmation and stays on the product', async ({ page }) => {
  await page.goto(`/en/detail/${SLUG}`);
  await waitForApp(page);
  await page.getByRole('button', { name: en['cart.add.button'] }).click();
  const dialog = page.getByRole('dialog', { name: en['cart.add.title'] });
  await dialog.getByRole('button', { name: en['cart.add.continue'] }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/en/detail/${SLUG}$`));
});

test('the add-to-cart button is a bar on a phone that leaves the footer readable', async ({
  page,
}) => {
  const phone = page.viewportSize()!.width < 768;
  await page.goto(`/en/detail/${SLUG}`);
  await waitForApp(page);
  const add = page.getByRole('button', { name: en['cart.add.button'] });
  await expect(add).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  if (!phone) {
    // On a desktop it sits beside the price and scrolls away with it.
    await expect(add).not.toBeInViewport();
    return;
  }
  await expect(add).toBeInViewport();
  const bar = await add.boundingBox();
  const lastFooterLine = await page.locator('footer').locator('p, a').last().boundingBox();
  expect(lastFooterLine!.y + lastFooterLine!.height).toBeLessThanOrEqual(bar!.y);
});

test('a wrong quantity, added from the bar, shows its field and message clear of the bar', async ({
  page,
}) => {
  await page.goto(`/en/detail/${SLUG}`);
  await waitForApp(page);
  const field = page.getByRole('textbox', { name: en['detail.quantity.label'] });
  await field.fill('abc');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: en['cart.add.button'] }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(en['validation.invalid']);
  const message = page.getByText(en['validation.invalid'], { exact: true });
  // Seen, not under the phone's fixed bar: what is on top at the field and at its message is them.
  for (const shown of [field, message]) {
    await expect(shown).toBeInViewport();
    const covered = await shown.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
      return !top || !(top === element || element.contains(top));
    });
    expect(covered).toBe(false);
  }
  await expect(page.getByRole('dialog')).toBeHidden();
});

for (const lang of languages) {
  test(`axe: a product detail page in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/detail/${SLUG}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await test.step('page', () => expectNoViolations(page));
    await page.getByRole('button', { name: messages[lang]['cart.add.button'] }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await test.step('add-to-cart confirmation', () => expectNoViolations(page));
  });
}

test('a product opened from a list shows the page skeleton before the product arrives', async ({
  page,
}) => {
  // The list is a prerendered page; the product page is then rendered by the app.
  await page.goto('/en/results/nilfisk/attix-30');
  await waitForApp(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The product's answer is held back.
  await page.route(
    (url) =>
      url.pathname.startsWith('/api/products/') &&
      url.href.includes('attix-30') &&
      !url.pathname.includes('/result/'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.locator(`main a[href="/en/detail/${SLUG}"]`).first().click();
  await expect(page).toHaveURL(`/en/detail/${SLUG}`);
  // Not a blank page until the API answers: the header, and the page saying it loads.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: en['detail.loading'] })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nilfisk Attix 30');
});
