import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { en, languages, messages, nl } from './support/messages';
import { waitForApp } from './support/app-ready';
import { NILFISK_RESULTS } from './support/catalog';

/** The price each card shows (its smallest packaging), in cents, top to bottom. */
const shownPrices = (page: Page) =>
  page
    .locator('main article > div > p:first-child > [data-cents]')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-cents'))));

test('sorting by price ascending keeps the sort in the URL and orders the prices', async ({
  page,
}) => {
  await page.goto('/nl/results/nilfisk');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nilfisk');
  await expect(page.locator('main article')).toHaveCount(NILFISK_RESULTS);
  const before = await shownPrices(page);

  await page
    .getByRole('combobox', { name: nl['results.sort.label'] })
    .selectOption({ label: nl['results.sort.price-asc'] });
  await expect(page).toHaveURL(/\/nl\/results\/nilfisk\?sort=price-asc$/);
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return (
        prices.length === NILFISK_RESULTS &&
        prices.every((price, i) => i === 0 || prices[i - 1]! <= price)
      );
    })
    .toBe(true);
  // The standard order is not already ascending, so the check above proves the sort took effect.
  expect(before.every((price, i) => i === 0 || before[i - 1]! <= price)).toBe(false);
});

test('scrolling a long list loads page after page until the end', async ({ page }) => {
  test.slow();
  await page.goto('/en/results');
  await waitForApp(page);
  await expect(page.getByText('237 products', { exact: true })).toBeVisible();
  const end = page.getByText(en['results.reachedEnd']);
  // Only scrolling: the infinite scroll asks for each next page, nobody presses 'Load more'.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return end.isVisible();
      },
      { timeout: 45_000, intervals: [250] },
    )
    .toBe(true);
  await expect(page.locator('main article')).toHaveCount(237);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 237 of 237 products',
  );
  await expect(page.getByRole('button', { name: en['results.loadMore'] })).toHaveCount(0);
});

for (const lang of languages) {
  test(`axe: results pages in ${lang}`, async ({ page }) => {
    // A machine's list (cards, sort, load more state) and an empty search (the way out).
    for (const path of [`/${lang}/results/nilfisk`, `/${lang}/results?context=sale`]) {
      await page.goto(path);
      await expect(page.locator('main article').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await test.step(path, () => expectNoViolations(page));
    }
    await page.goto(`/${lang}/results?q=zzzz`);
    await expect(page.getByText(messages[lang]['results.empty.title'])).toBeVisible();
    await test.step('empty', () => expectNoViolations(page));
  });
}
