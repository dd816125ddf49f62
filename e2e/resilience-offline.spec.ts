/**
 * Resilience, offline: going offline while browsing shows a clear, translated banner; what
 * the shopper asks for meanwhile waits instead of failing (nothing lost); once the connection is
 * back the page loads and the banner goes.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { SEEDED_CART, seedCart, storedCart } from './support/cart';
import { NILFISK_RESULTS } from './support/catalog';
import { en, languages, messages, type Language } from './support/messages';
import { waitForApp } from './support/app-ready';

/** The offline banner: a polite live region (without a status role of its own). */
const banner = (page: Page, lang: Language = 'en') =>
  page.locator('[aria-live="polite"]').filter({ hasText: messages[lang]['offline.title'] });

const cards = (page: Page) => page.locator('main article');

/** The price each card shows, in cents, top to bottom (see results.spec.ts). */
const shownPrices = (page: Page) =>
  page
    .locator('main article > div > p:first-child > [data-cents]')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-cents'))));

test('offline while browsing: the banner, a search that waits, and the results when back', async ({
  page,
  context,
}) => {
  await seedCart(page);
  await page.goto('/en/results/nilfisk');
  await expect(cards(page)).toHaveCount(NILFISK_RESULTS);
  // The banner is the app's: the connection goes once the app has taken the page over.
  await waitForApp(page);
  await expect(banner(page)).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner(page)).toContainText(en['offline.text']);

  // Another order of the same list: the search waits for the connection, it does not fail.
  await page
    .getByRole('combobox', { name: en['results.sort.label'] })
    .selectOption({ label: en['results.sort.price-asc'] });
  await expect(page).toHaveURL(/\/en\/results\/nilfisk\?sort=price-asc$/);
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
  expect(await storedCart(page)).toEqual(SEEDED_CART);

  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return (
        prices.length === NILFISK_RESULTS &&
        prices.every((price, i) => i === 0 || prices[i - 1]! <= price)
      );
    })
    .toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await storedCart(page)).toEqual(SEEDED_CART);
});

test('offline while opening a product: no reload into the browser’s offline page; it opens when back', async ({
  page,
  context,
}) => {
  await seedCart(page);
  await page.goto('/en/results/nilfisk');
  await expect(cards(page)).toHaveCount(NILFISK_RESULTS);
  // The prerendered page's links are plain links until the app has taken it over.
  await waitForApp(page);
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { shopperWasHere: true }));
  const samePage = () => page.evaluate(() => 'shopperWasHere' in window);

  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  const product = cards(page).first().locator('a[href*="/detail/"]').first();
  const href = (await product.getAttribute('href')) ?? '';
  await product.click();
  // Whether the page's code or its data was missing, the shop stays and waits (no reload, which
  // would show the browser's own offline page).
  await page.waitForTimeout(1_500);
  await expect(banner(page)).toBeVisible();
  expect(await samePage()).toBe(true);
  expect(await storedCart(page)).toEqual(SEEDED_CART);

  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('button', { name: en['cart.add.button'] })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await storedCart(page)).toEqual(SEEDED_CART);
});

test('the offline banner speaks every language and passes axe', async ({ page, context }) => {
  for (const lang of languages) {
    await page.goto(`/${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Home is prerendered: the banner is the app's, so the connection goes once the app has taken
    // the page over. (Before that the page is plain HTML whose takeover waits for the connection.)
    await waitForApp(page);
    await context.setOffline(true);
    await expect(banner(page, lang)).toContainText(messages[lang]['offline.text']);
    if (lang === 'en') await expectNoViolations(page);
    await context.setOffline(false);
    await expect(banner(page, lang)).toHaveCount(0);
  }
});
