/**
 * Home and the static pages are prerendered at build time (scripts/prerender): a crawler without
 * JavaScript reads their content, and the client takes them over without a blank frame.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { infoPages } from '../src/shared/config/paths';
import { languages, messages, type Language } from './support/messages';

const pagePaths = (lang: Language) => [
  { path: `/${lang}`, h1: 'finder.title', title: 'page.home.title' },
  ...infoPages.map((page) => ({
    path: `/${lang}/${page}`,
    h1: `info.${page}.title`,
    title: `info.${page}.title`,
  })),
];
const message = (lang: Language, id: string) => (messages[lang] as Record<string, string>)[id];

/** The section headings of a page as the app itself renders them, with JavaScript. */
async function liveHeadings(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('main h2').first()).toBeVisible();
    return await page.locator('main h2').allTextContents();
  } finally {
    await page.close();
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of languages) {
    test(`home and the static pages in ${lang} show their content`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow();
      for (const { path, h1, title } of pagePaths(lang)) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(page.locator('main h1'), path).toHaveText(message(lang, h1) ?? '');
        await expect(page.locator('header'), path).toBeVisible();
        await expect(page.locator('footer'), path).toBeVisible();
        // The title is the page's own, not index.html's.
        expect(await page.title(), path).toContain(message(lang, title));
        // The body is the real one: the same sections the app renders with JavaScript.
        const headings = await page.locator('main h2').allTextContents();
        expect(headings.length, path).toBeGreaterThan(0);
        expect(headings, path).toEqual(await liveHeadings(browser, new URL(path, baseURL).href));
        // Nothing of one visit is baked in: no dialog (the country prompt), no toast.
        await expect(page.locator('[role="dialog"], [data-testid="toast"]'), path).toHaveCount(0);
      }
    });
  }
});

/**
 * Records from the first paint on whether `main h1` was ever missing (sampled every frame and on
 * every DOM mutation), and the layout shifts, so the takeover can be judged afterwards.
 */
async function watchTakeover(page: Page) {
  await page.addInitScript(() => {
    const record = { painted: false, missing: 0, shift: 0, takenOver: false };
    Object.assign(window, { __takeover: record });
    // The prerendered tree; React's first commit replaces it.
    let prerendered: Element | null = null;
    document.addEventListener('DOMContentLoaded', () => {
      prerendered = document.getElementById('root')?.firstElementChild ?? null;
    });
    const check = () => {
      if (prerendered && !prerendered.isConnected) record.takenOver = true;
      if (!record.painted) return;
      if (!document.querySelector('main h1')) record.missing += 1;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-paint' || entry.name === 'first-contentful-paint')
          record.painted = true;
      }
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        record.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () => {
      check();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const takeover = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __takeover: { missing: number; shift: number; takenOver: boolean } })
        .__takeover,
  );

test.describe('with JavaScript', () => {
  for (const path of ['/nl', '/en/privacy', '/de/shippingcosts']) {
    test(`${path}: the client takes over without a blank frame and works`, async ({ page }) => {
      await watchTakeover(page);
      const response = await page.goto(path);
      expect(await response?.text()).toContain('data-prerendered');
      await expect.poll(async () => (await takeover(page)).takenOver).toBe(true);
      // React's own tree now: the head tags were not doubled either.
      await expect(page.locator('html')).not.toHaveAttribute('data-prerendered', /.*/);
      expect(await page.locator('head link[rel="canonical"]').count()).toBeLessThanOrEqual(1);
      expect(await page.locator('head meta[name="description"]').count()).toBeLessThanOrEqual(1);
      const record = await takeover(page);
      expect(record.missing, 'frames or mutations without main h1 after the first paint').toBe(0);
      expect(record.shift, 'layout shift during the takeover').toBeLessThanOrEqual(0.02);

      // Interactive: a footer link navigates on the client (the page is not reloaded).
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      const lang = path.split('/')[1] as Language;
      await page.locator(`footer a[href="/${lang}/about-us"]`).click();
      await expect(page).toHaveURL(`/${lang}/about-us`);
      await expect(page.locator('main h1')).toHaveText(message(lang, 'info.about-us.title') ?? '');
      expect(await page.evaluate(() => '__samePage' in window)).toBe(true);
    });
  }

  test("pointing at a product loads the detail page's code before the click", async ({ page }) => {
    await watchTakeover(page);
    await page.goto('/nl');
    await expect.poll(async () => (await takeover(page)).takenOver).toBe(true);
    const detailCode = page.waitForRequest(/\/assets\/detail-[\w-]+\.js$/);
    const link = page.locator('main a[href*="/detail/"]').first();
    await link.scrollIntoViewIfNeeded();
    // Hover on a desktop, focus from the keyboard (and a touch on a phone) all count as intent.
    await link.focus();
    await detailCode;
  });

  test('a page that is not prerendered still gets the app', async ({ page }) => {
    const response = await page.goto('/nl/cart');
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('data-prerendered');
    expect(html).toMatch(/<div id="root"><\/div>/);
    await expect(page.locator('main h1')).toBeVisible();
  });
});
