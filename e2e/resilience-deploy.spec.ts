/**
 * Resilience, a deploy that removes old chunks: a page part that fails to load reloads the
 * page at most once per 10 s for its path (requirements §11.3); when it keeps failing the shopper gets
 * the error page, not a reload loop. And the version check offers a reload when a newer build
 * is live (requirements §12.2: the client polls for new builds).
 */
import { expect, test, type Page } from '@playwright/test';
import { SEEDED_CART, seedCart, storedCart } from './support/cart';
import { en } from './support/messages';
import { waitForApp } from './support/app-ready';

/** The lazy chunk of the results route (Vite names it after its module). */
const RESULTS_CHUNK = /\/assets\/results-[\w-]+\.js$/;

/**
 * Counts full page loads of the main frame from now on. Counted where the document request is
 * routed, not from the page's `request` event: the route runs before the request goes on, so the
 * count is already there when the reloaded page asks for its chunks or shows itself.
 */
async function countDocumentLoads(page: Page): Promise<() => number> {
  let loads = 0;
  await page.route('**/*', (route) => {
    const request = route.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
    return route.fallback();
  });
  return () => loads;
}

/**
 * Makes the results chunk answer 404, as after a deploy that removed it: until the page loads
 * again (`loads` counts the loads since; the new deploy then serves it), or for good. One
 * counter for both, so a reload can never be seen by one and missed by the other.
 */
async function removeResultsChunk(
  page: Page,
  { untilReload, loads }: { untilReload: boolean; loads: () => number },
) {
  let removed = 0;
  await page.route(RESULTS_CHUNK, async (route) => {
    if (untilReload && loads() > 0) return route.fallback();
    removed++;
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  return () => removed;
}

/**
 * Home is prerendered: until the client has taken it over, a search is a plain form submission
 * (a page load of its own), not the client-side navigation that needs the results chunk.
 */
async function openHome(page: Page) {
  await page.goto('/en');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['finder.title']);
}

/** From home, a search in the header: a client-side navigation to the results route. */
async function searchFromHome(page: Page) {
  await page.getByRole('textbox', { name: en['search.label'] }).focus();
  await expect(page.getByRole('combobox', { name: en['search.label'] })).toBeFocused();
  await page.keyboard.type('nilfisk attix');
  await page.keyboard.press('Enter');
}

test('a removed chunk reloads the page once, and the page works with the new chunk', async ({
  page,
}) => {
  await seedCart(page);
  await openHome(page);
  const loads = await countDocumentLoads(page);
  const removed = await removeResultsChunk(page, { untilReload: true, loads });

  await searchFromHome(page);
  await expect.poll(loads).toBe(1);
  await expect(page).toHaveURL(/\/en\/results\?q=nilfisk(\+|%20)attix/);
  await expect(page.locator('main article').first()).toBeVisible();
  // Read once the reloaded page holds still: asked during the reload, the old page is gone.
  await expect.poll(() => storedCart(page).catch(() => [])).toEqual(SEEDED_CART);
  await waitForApp(page);
  expect(removed()).toBeGreaterThanOrEqual(1);
  expect(loads()).toBe(1);
  await expect(page.getByRole('heading', { name: en['error.server.title'] })).toHaveCount(0);
});

test('a chunk that stays gone: one reload, then the error page, no reload loop', async ({
  page,
}) => {
  await seedCart(page);
  await openHome(page);
  const loads = await countDocumentLoads(page);
  const removed = await removeResultsChunk(page, { untilReload: false, loads });

  await searchFromHome(page);
  // Asked for again by the reloaded page (the first page may show the error page meanwhile).
  await expect.poll(removed).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['error.server.title']);
  await expect(page).toHaveURL(/\/en\/results\?q=nilfisk(\+|%20)attix/);
  expect(loads()).toBe(1);
  // Long enough for a loop to show itself; the rule allows one reload per 10 s for the path.
  await page.waitForTimeout(3_000);
  expect(loads()).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['error.server.title']);
  // The way back works, and nothing was lost.
  expect(await storedCart(page)).toEqual(SEEDED_CART);
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['finder.title']);
});

test('a newer build: the shop offers a reload, and the reload keeps the cart', async ({ page }) => {
  await seedCart(page);
  await page.clock.install();
  await page.route('**/version.json*', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build' }, headers: { 'cache-control': 'no-cache' } }),
  );
  await openHome(page);
  const notice = page.getByRole('status').filter({ hasText: en['version.new.title'] });
  // The shop checks every 5 minutes: move the page's clock on rather than wait.
  await expect(async () => {
    await page.clock.fastForward('05:05');
    await expect(notice).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(notice).toContainText(en['version.new.text']);

  const loads = await countDocumentLoads(page);
  await notice.getByRole('button', { name: en['version.new.reload'] }).click();
  await expect.poll(loads).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['finder.title']);
  expect(await storedCart(page)).toEqual(SEEDED_CART);
});
