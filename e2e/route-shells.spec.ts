/**
 * A results list and a product page are answered with their route shell (demo-api/server/
 * route-shells.ts): the HTML itself preloads the page's code, the language's messages and the API
 * contract, so the browser fetches them side by side with the entry script.
 */
import { expect, test } from '@playwright/test';
import { messages } from './support/messages';

const shellPages = [
  {
    path: '/de/results/nilfisk',
    lang: 'de',
    route: 'results',
    ready: messages.de['results.sort.label'],
  },
  {
    path: '/fr/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer',
    lang: 'fr',
    route: 'detail',
    ready: messages.fr['cart.add.button'],
  },
] as const;

for (const { path, lang, route, ready } of shellPages) {
  test(`${route} in ${lang}: its code and messages load from the HTML, beside the entry`, async ({
    page,
  }) => {
    // A slow entry script (as on a phone): what the HTML preloads starts while it downloads.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await request.continue();
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<html lang="${lang}"`);
    for (const chunk of [route, lang, 'contract'])
      expect(html).toMatch(new RegExp(`<link rel="modulepreload"[^>]*href="/assets/${chunk}-`));
    expect(html).not.toContain('data-prerendered');

    await expect(page.getByText(ready).first()).toBeVisible();
    // Asked for while the entry script was still downloading: by the HTML, not by the entry once
    // it had run (Chromium reports modulepreloads as initiator "script", so timing tells).
    const timing = await page.evaluate(
      (names) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const started = (prefix: string) =>
          entries.find((entry) => new URL(entry.name).pathname.startsWith(prefix))?.startTime ??
          Number.POSITIVE_INFINITY;
        const entry = entries.find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name));
        return { entryDone: entry?.responseEnd ?? 0, chunks: names.map(started) };
      },
      [`/assets/${route}-`, `/assets/${lang}-`],
    );
    for (const started of timing.chunks) expect(started).toBeLessThan(timing.entryDone);
  });
}

test('a product page asks for its product and picture while the entry is still loading, once', async ({
  page,
}) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await request.continue();
  });
  const productCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/products/nilfisk'))
      productCalls.push(request.url());
  });
  const response = await page.goto('/nl/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer');
  expect((await response?.text()) ?? '').toMatch(
    /<script type="module" async crossorigin src="\/assets\/early-detail-[\w-]+\.js">/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Attix 30');
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const find = (test: RegExp) => entries.find((e) => test.test(new URL(e.name).pathname));
    return {
      entryDone: find(/^\/assets\/index-[\w-]+\.js$/)?.responseEnd ?? 0,
      product: find(/^\/api\/products\/nilfisk/)?.startTime ?? Number.POSITIVE_INFINITY,
      picture: find(/^\/api\/images\/f-nilfisk-attix-30-synthetic/)?.startTime ?? Infinity,
    };
  });
  expect(timing.product).toBeLessThan(timing.entryDone);
  expect(timing.picture).toBeLessThan(timing.entryDone);
  // The app took the early answer instead of asking again.
  expect(productCalls).toHaveLength(1);
});

test('other pages keep the plain index.html', async ({ page }) => {
  const response = await page.goto('/nl/cart');
  const html = (await response?.text()) ?? '';
  expect(html).not.toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/(results|detail)-/);
  await expect(page.locator('main h1')).toBeVisible();
});
