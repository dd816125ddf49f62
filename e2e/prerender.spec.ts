/**
 * The sitemap's pages are rendered in Node at build time (src/entry-server.tsx, scripts/prerender)
 * and hydrated by the app: a crawler or a phone without JavaScript reads the real page, the app
 * takes it over without rendering it again, and a visitor it was not rendered for never sees its
 * prices.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductDetail } from '../src/shared/api/contract/products';
import { formatCents } from '../src/shared/api/contract/formats';
import { waitForApp } from './support/app-ready';
import { languages, messages, type Language } from './support/messages';

const message = (lang: Language, id: string) =>
  (messages[lang] as Record<string, string>)[id] ?? id;

const PRODUCT = 'nilfisk/attix-30/synthetic-dust-bags-5-layer';
const RESULTS = 'nilfisk/attix-30';

const headers = (lang: Language, accountType = 'personal') => ({
  'x-locale': lang,
  'x-account-type': accountType,
  'x-country-code': 'null',
});

async function productDetail(
  request: APIRequestContext,
  lang: Language,
  accountType = 'personal',
): Promise<ProductDetail> {
  const response = await request.get(`/api/products/${PRODUCT}`, {
    headers: headers(lang, accountType),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductDetail;
}

/** Text as the page writes it (formatCents uses non-breaking spaces). */
const amount = (cents: number) => formatCents(cents);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of languages) {
    test(`home, results and a product page in ${lang} show their content`, async ({
      page,
      request,
    }) => {
      await test.step('home: the finder and the offers', async () => {
        const response = await page.goto(`/${lang}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('main h1')).toHaveText(message(lang, 'finder.title'));
        await expect(page.locator('main select, main input').first()).toBeVisible();
        expect(await page.locator('main a[href*="/detail/"]').count()).toBeGreaterThan(3);
        await expect(page.locator('main [data-cents]').first()).toBeVisible();
        // Nothing of one visit is baked in: no dialog (the country prompt), no toast.
        await expect(page.locator('[role="dialog"], [data-testid="toast"]')).toHaveCount(0);
      });

      await test.step('a results page: its products', async () => {
        const get = async <T>(url: string) =>
          (await (await request.get(url, { headers: headers(lang) })).json()) as T;
        const brand = (await get<{ id: string; url: string }[]>('/api/brands')).find(
          ({ url }) => url === 'nilfisk',
        );
        const type = (
          await get<{ id: string; url: string }[]>(`/api/brands/${brand?.id}/types`)
        ).find(({ url }) => url === 'attix-30');
        const search = await request.post('/api/products', {
          headers: { ...headers(lang), 'content-type': 'application/json' },
          data: { sort: 'standard', brandId: brand?.id, brandTypeId: type?.id },
        });
        expect(search.ok()).toBe(true);
        const { results } = (await search.json()) as { results: { name: string }[] };
        expect(results.length).toBeGreaterThan(0);
        await page.goto(`/${lang}/results/${RESULTS}`);
        for (const result of results.slice(0, 3))
          await expect(page.getByText(result.name, { exact: true }).first()).toBeVisible();
        await expect(page.locator('main [data-cents]').first()).toBeVisible();
      });

      await test.step('a product page: name, packagings, prices and stock', async () => {
        const detail = await productDetail(request, lang);
        await page.goto(`/${lang}/detail/${PRODUCT}`);
        await expect(page.locator('main h1')).toHaveText(detail.productFamily.name);
        expect(await page.title()).toContain(detail.productFamily.name);
        await expect(page.locator('main').getByRole('radio')).toHaveCount(detail.products.length);
        for (const product of detail.products)
          await expect(page.getByText(amount(product.priceInclVat)).first()).toBeVisible();
        const stock = detail.products[0]!.stock > 0 ? 'stock.inStock' : 'stock.outOfStock';
        await expect(page.getByText(message(lang, stock)).first()).toBeVisible();
        // The structured data of the page is there too.
        expect(
          await page.locator('head script[type="application/ld+json"]').count(),
        ).toBeGreaterThan(0);
      });
    });
  }
});

/** Console errors and uncaught errors of the page (a hydration mismatch is reported as either). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('with JavaScript', () => {
  for (const lang of languages) {
    test(`home, results and a product page in ${lang} are hydrated, not rendered again`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      // Marks the prerendered heading as the parser creates it: hydration keeps that element,
      // a render from scratch would replace it.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const heading = document.querySelector('main h1');
          if (heading) Object.assign(heading, { __prerendered: true });
        });
      });
      for (const path of [
        `/${lang}`,
        `/${lang}/results/${RESULTS}`,
        `/${lang}/detail/${PRODUCT}`,
      ]) {
        const response = await page.goto(path);
        expect(await response?.text(), path).toContain('id="shop-state"');
        await waitForApp(page);
        // The page's refresh and the startup's calls have answered.
        await page.waitForLoadState('networkidle');
        expect(
          await page.evaluate(() => '__prerendered' in (document.querySelector('main h1') ?? {})),
          `${path}: the heading is still the prerendered element`,
        ).toBe(true);
        // The ids the HTML was rendered with are the app's (useId): every reference resolves.
        const dangling = await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              '[aria-describedby], [aria-labelledby], [aria-controls], label[for]',
            ),
          ]
            // A closed dialog names content it renders only when open.
            .filter((element) => !element.closest('dialog:not([open])'))
            .flatMap((element) =>
              ['aria-describedby', 'aria-labelledby', 'aria-controls', 'for'].flatMap((name) =>
                (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean),
              ),
            )
            .filter((id) => !document.getElementById(id)),
        );
        expect(dangling, `${path}: references to missing ids`).toEqual([]);
        // The app's head replaced the prerendered one, without doubling it.
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
        await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      }
      expect(errors).toEqual([]);
      // Interactive: a footer link navigates on the client (the page is not reloaded).
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await page.locator(`footer a[href="/${lang}/about-us"]`).click();
      await expect(page).toHaveURL(`/${lang}/about-us`);
      await expect(page.locator('main h1')).toHaveText(message(lang, 'info.about-us.title'));
      expect(await page.evaluate(() => '__samePage' in window)).toBe(true);
    });
  }

  test('a business buyer never sees an incl.-VAT amount, not even for a frame', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const personal = await productDetail(request, 'nl', 'personal');
    const business = await productDetail(request, 'nl', 'business');
    const exclAmounts = business.products.map((product) => amount(product.priceExclVat));
    // Amounts a business buyer must never see: the consumer's, where they differ from theirs.
    const inclAmounts = personal.products
      .flatMap((product) => [product.priceInclVat, product.pricePerPieceInclVat])
      .map(amount)
      .filter((text) => !exclAmounts.includes(text));
    await page.context().addCookies([{ name: 'accountType', value: 'business', url: baseURL }]);
    await page.addInitScript((forbidden: string[]) => {
      const seen: string[] = [];
      const record = { headingShown: false, headingMissing: 0 };
      Object.assign(window, { __inclSeen: seen, __record: record });
      // Before its stylesheet is in, a page is not painted (and its styles are not applied yet).
      const painted = () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
          (link) => link.sheet !== null,
        );
      const check = () => {
        if (!painted()) return;
        // Once shown, the page never falls back to skeletons on its way to the buyer's prices.
        if (document.querySelector('main h1')) record.headingShown = true;
        else if (record.headingShown) record.headingMissing += 1;
        for (const element of document.querySelectorAll<HTMLElement>('[data-cents]')) {
          const text = element.textContent ?? '';
          if (!forbidden.includes(text)) continue;
          const style = getComputedStyle(element);
          if (style.visibility !== 'hidden' && element.getClientRects().length > 0) seen.push(text);
        }
      };
      // Every frame, just before it is painted.
      const frame = () => {
        check();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, inclAmounts);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const navigation = page.goto(`/nl/detail/${PRODUCT}`);
    // Screenshots every 100 ms while the page loads and the app takes over, kept with the report.
    // CSS-pixel JPEGs: a phone's 3x PNG takes longer to encode than the frame it shows.
    for (let frame = 0; frame < 20; frame++) {
      const shot = await page
        .screenshot({ scale: 'css', type: 'jpeg', quality: 60 })
        .catch(() => null);
      if (shot)
        await testInfo.attach(`frame-${frame * 100}ms`, { body: shot, contentType: 'image/jpeg' });
      await page.waitForTimeout(100);
    }
    await navigation;
    await waitForApp(page);
    await expect(page.getByText(exclAmounts[0]!).first()).toBeVisible();
    await expect(page.getByText(message('nl', 'price.exclVat')).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __inclSeen: string[] }).__inclSeen),
    ).toEqual([]);
    expect(
      await page.evaluate(
        () => (window as unknown as { __record: { headingMissing: number } }).__record,
      ),
    ).toEqual({ headingShown: true, headingMissing: 0 });
  });

  test("the HTML's prices and stock are refreshed from the API after load", async ({
    page,
    request,
  }) => {
    const detail = await productDetail(request, 'nl');
    const [first] = detail.products;
    const changed = first!.priceInclVat + 123;
    // The API now answers another price and no stock for the first packaging.
    await page.route(`**/api/products/${encodeURIComponent(PRODUCT)}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as ProductDetail;
      body.products[0] = { ...body.products[0]!, priceInclVat: changed, stock: 0 };
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/nl/detail/${PRODUCT}`);
    await waitForApp(page);
    await expect(page.getByText(amount(changed)).first()).toBeVisible();
    await expect(page.getByText(message('nl', 'stock.outOfStock')).first()).toBeVisible();
  });

  test('the page paints before it fetches the app, which comes once it has loaded', async ({
    page,
  }) => {
    for (const path of ['/nl', `/nl/results/${RESULTS}`, `/nl/detail/${PRODUCT}`]) {
      await page.goto(path);
      await waitForApp(page);
      const timing = await page.evaluate(() => {
        const entry = performance
          .getEntriesByType('resource')
          .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          entry: entry?.startTime ?? -1,
          load: navigation?.loadEventStart ?? Infinity,
          paint: paint?.startTime ?? Infinity,
        };
      });
      expect(timing.entry, `${path}: the app's entry was fetched`).toBeGreaterThan(0);
      expect(timing.entry, `${path}: not before the page's load event`).toBeGreaterThan(
        timing.load,
      );
      expect(timing.entry, `${path}: not before the first paint`).toBeGreaterThan(timing.paint);
    }
  });

  test('a button pressed before the app is there is pressed once it is', async ({ page }) => {
    // The app's entry is held back until the press has been made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const errors = collectErrors(page);
    await page.goto(`/nl/detail/${PRODUCT}`);
    const add = page.getByRole('button', { name: message('nl', 'cart.add.button') });
    await add.click();
    // The press did nothing yet: no dialog, no reload of the page.
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
    release();
    await waitForApp(page);
    await expect(page.getByRole('dialog', { name: message('nl', 'cart.add.title') })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a search typed and sent before the app is there is sent once it is', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: message('en', 'search.label') }).fill('nilfisk');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/en$/);
    release();
    await expect(page).toHaveURL(/\/en\/results\?q=nilfisk$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('an address with parameters never shows the page rendered without them', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const errors = collectErrors(page);
    // The app starts once the document is parsed; its held script holds the load event too.
    await page.goto(`/nl/results/${RESULTS}?sort=price-desc`, { waitUntil: 'domcontentloaded' });
    // The HTML is the page without the sort: its products stay hidden, the header is there.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('main article').first()).toBeHidden();
    release();
    await waitForApp(page);
    const prices = page.locator('main article > div > p:first-child > [data-cents]');
    await expect(prices.first()).toBeVisible();
    const cents = await prices.evaluateAll((nodes) =>
      nodes.map((node) => Number(node.getAttribute('data-cents'))),
    );
    expect(cents.length).toBeGreaterThan(1);
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
    expect(errors).toEqual([]);
  });

  test('a page that is not prerendered still gets the app', async ({ page }) => {
    const response = await page.goto('/nl/cart');
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('id="shop-state"');
    expect(html).toMatch(/<div id="root"><\/div>/);
    await expect(page.locator('main h1')).toBeVisible();
  });

  test("pointing at a product loads the detail page's code before the click", async ({ page }) => {
    await page.goto('/nl');
    await waitForApp(page);
    const link = page.locator('main a[href*="/detail/"]').first();
    await link.scrollIntoViewIfNeeded();
    const detailCode = page.waitForRequest(/\/assets\/detail-[\w-]+\.js$/);
    // Hover on a desktop, focus from the keyboard (and a touch on a phone) all count as intent.
    await link.focus();
    await detailCode;
  });
});
