import { expect, test, type Page } from '@playwright/test';
import { isPhone } from './support/account';
import { en } from './support/messages';
import { waitForApp } from './support/app-ready';

/** The menu's shop items; on a phone the menu opens first (its items are hidden until then). */
async function shopItems(page: Page) {
  if (isPhone(page))
    await page.getByRole('button', { name: en['header.menu'], exact: true }).click();
  const menu = page.getByRole('navigation', { name: en['header.menu.label'] });
  const item = (id: 'menu.sale' | 'menu.outlet' | 'menu.new') =>
    menu.getByRole('link', { name: en[id], exact: true });
  return { sale: item('menu.sale'), outlet: item('menu.outlet'), new: item('menu.new') };
}

const underline = (link: ReturnType<Page['getByRole']>) =>
  link.evaluate((element) => getComputedStyle(element).boxShadow);

test('on the sale results only Sale is the current page, in markup and in style', async ({
  page,
}) => {
  await page.goto('/en/results?context=sale');
  await waitForApp(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const items = await shopItems(page);
  await expect(items.sale).toHaveAttribute('aria-current', 'page');
  await expect(items.outlet).not.toHaveAttribute('aria-current');
  await expect(items.new).not.toHaveAttribute('aria-current');
  expect(await underline(items.sale)).not.toBe('none');
  expect(await underline(items.new)).toBe('none');
});

test('on results without a context none of the three is current', async ({ page }) => {
  await page.goto('/en/results');
  await waitForApp(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const items = await shopItems(page);
  for (const link of [items.sale, items.outlet, items.new])
    await expect(link).not.toHaveAttribute('aria-current');
});

test('Escape closes the open phone menu and gives focus back to its button', async ({ page }) => {
  // The menu is the narrow layout's: the desktop project checks it at a phone's width too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  await waitForApp(page);
  const button = page.getByRole('button', { name: en['header.menu'], exact: true });
  const menu = page.getByRole('navigation', { name: en['header.menu.label'] });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: en['menu.sale'], exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: en['menu.sale'], exact: true })).toBeHidden();
  await expect(button).toBeFocused();
});
