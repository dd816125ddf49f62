/**
 * The forms of a prerendered page work before any script (docs/decisions/0080-get-forms-before-the-app.md):
 * the header search, the finder, the results page's sort and its filters are GET forms whose
 * submit, with JavaScript off, reaches the page that answers them; the app, started on that
 * address, shows the same answer, and hides the submit buttons it does not need.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitForApp } from './support/app-ready';
import { nl } from './support/messages';

/** A prerendered results page (scripts/prerender). */
const BRAND_RESULTS = '/nl/results/nilfisk';

test.use({ javaScriptEnabled: false });

/** The same address in a browser with JavaScript, once the app runs there. */
async function withApp(browser: Browser, url: string): Promise<Page> {
  // A context of the test's browser takes the test's options (JavaScript off) unless told.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: true,
  });
  const page = await context.newPage();
  await page.goto(url);
  await waitForApp(page);
  return page;
}

/** The names the demo API lists first for Nilfisk with these search fields. */
async function apiSearch(page: Page, fields: Record<string, unknown>): Promise<string[]> {
  const headers = { 'x-locale': 'nl', 'x-account-type': 'personal', 'x-country-code': 'null' };
  const brands = (await (await page.request.get('/api/brands', { headers })).json()) as {
    id: string;
    url: string;
  }[];
  const brandId = brands.find(({ url }) => url === 'nilfisk')?.id;
  const response = await page.request.post('/api/products', {
    headers,
    data: { brandId, sort: 'standard', ...fields },
  });
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: { name: string }[] };
  return results.map(({ name }) => name);
}

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('the header search sends its text to the results page without JavaScript', async ({
  page,
  browser,
}) => {
  await page.goto(BRAND_RESULTS);
  const field = page.getByRole('banner').getByRole('textbox', { name: nl['search.label'] });
  await field.fill('attix 30');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/nl\/results\?q=attix(\+|%20)30$/);

  const app = await withApp(browser, page.url());
  await expect(heading(app)).toHaveText(nl['results.heading.text'].replace('{query}', 'attix 30'));
  await expect(cards(app).first()).toContainText('Attix 30');
  await app.context().close();
});

test('the finder with only a brand reaches that brand’s results', async ({ page, browser }) => {
  await page.goto('/nl');
  await page
    .getByLabel(nl['finder.brand.label'], { exact: true })
    .selectOption({ label: 'Nilfisk' });
  await page.getByRole('button', { name: nl['finder.submit'], exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/results\?/);
  expect(new URL(page.url()).searchParams.get('brand')).toBe('nilfisk');

  const app = await withApp(browser, page.url());
  // The app turns the form's parameters into the brand's own results page.
  await expect(app).toHaveURL(/\/nl\/results\/nilfisk\?category=bag$/);
  await expect(heading(app)).toHaveText(/Nilfisk$/);
  await expect(cards(app).first()).toBeVisible();
  await app.context().close();
});

test('the sort is chosen and sent without JavaScript; the app shows that sort', async ({
  page,
  browser,
}) => {
  await page.goto(BRAND_RESULTS);
  const sort = page.getByLabel(nl['results.sort.label'], { exact: true });
  await sort.selectOption('price-desc');
  await page.getByRole('button', { name: nl['results.sort.submit'], exact: true }).click();
  await expect(page).toHaveURL(`${BRAND_RESULTS}?sort=price-desc`);

  const app = await withApp(browser, page.url());
  await expect(app.getByLabel(nl['results.sort.label'], { exact: true })).toHaveValue('price-desc');
  // Once the app runs, a choice applies at once: no button to send it.
  await expect(
    app.getByRole('button', { name: nl['results.sort.submit'], exact: true }),
  ).toBeHidden();
  // The cards in the API's order for that sort.
  const names = (await apiSearch(app, { sort: 'price-desc' })).slice(0, 3);
  expect(names.length).toBe(3);
  for (const [index, name] of names.entries())
    await expect(cards(app).nth(index)).toContainText(name);
  await app.context().close();
});

// A desktop's sidebar: on a phone the filters are a dialog of the app's (the next test).
test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a filter is chosen and sent without JavaScript, with the sort beside it; the app shows both', async ({
    page,
    browser,
  }) => {
    await page.goto(BRAND_RESULTS);
    const paper = (on: Page) =>
      on
        .getByRole('region', { name: nl['filters.title'], exact: true })
        .getByRole('checkbox', { name: new RegExp(`^${nl['filters.material.paper']} `) });
    await paper(page).check();
    // The sort and the filters are one form: what is chosen on the page goes together.
    await page.getByLabel(nl['results.sort.label'], { exact: true }).selectOption('name-asc');
    await page.getByRole('button', { name: nl['filters.apply'], exact: true }).click();
    await expect(page).toHaveURL(`${BRAND_RESULTS}?sort=name-asc&material=paper`);

    const app = await withApp(browser, page.url());
    await expect(paper(app)).toBeChecked();
    await expect(app.getByLabel(nl['results.sort.label'], { exact: true })).toHaveValue('name-asc');
    await expect(app.getByRole('button', { name: nl['filters.apply'], exact: true })).toBeHidden();
    const names = (await apiSearch(app, { sort: 'name-asc', materials: ['paper'] })).slice(0, 3);
    expect(names.length).toBe(3);
    for (const [index, name] of names.entries())
      await expect(cards(app).nth(index)).toContainText(name);
    await app.context().close();
  });
});

test('on a phone without JavaScript, the filters’ button (it needs a script) is not shown; the sort form is', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(BRAND_RESULTS);
  const filtersButton = (on: Page) =>
    on.getByRole('main').getByRole('button', { name: nl['filters.title'], exact: true });
  await expect(filtersButton(page)).toBeHidden();
  await expect(
    page.getByRole('button', { name: nl['results.sort.submit'], exact: true }),
  ).toBeVisible();

  const app = await withApp(browser, BRAND_RESULTS);
  await app.setViewportSize({ width: 390, height: 844 });
  await expect(filtersButton(app)).toBeVisible();
  await app.context().close();
});

test('without JavaScript a results page says it cannot apply the search, sort or filter', async ({
  page,
  browser,
}) => {
  await page.goto('/nl/results?q=attix+30');
  // A `<noscript>` (Playwright's text search does not look inside one): drawn, with its text.
  const notice = page.getByRole('main').locator('noscript p');
  await expect(notice).toHaveText(nl['results.noScript']);
  expect((await notice.boundingBox())?.height).toBeGreaterThan(0);

  // With the app, the page answers the address and the notice is not drawn.
  const app = await withApp(browser, page.url());
  await expect(heading(app)).toHaveText(nl['results.heading.text'].replace('{query}', 'attix 30'));
  await expect(app.getByRole('main').locator('noscript p')).toHaveCount(0);
  await app.context().close();
});
