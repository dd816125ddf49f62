/**
 * Browsing on a prerendered page right after it is painted, before the app has taken it over,
 * holds once the app is there: on a slow phone (the network at Lighthouse's mobile profile, the
 * CPU slowed down 4x), at 0, 150 and 400 ms after the first contentful paint, by keyboard and by
 * touch. A brand picked in the finder lists its models, and with a model the finder reaches that
 * machine's page; a sort chosen on a results page sorts it, and a filter ticked filters it.
 *
 * "Touch" is a tap on the phone (hasTouch); the desktop has no touch screen, so there it is a
 * click, the pointer's same press. A native <select> cannot be worked by taps in headless Chromium
 * (its picker is the system's): it is tapped, which focuses it, and then chosen from with
 * `selectOption`, as the picker would.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { nl } from './support/messages';
import {
  DELAYS_MS,
  holdApp,
  MODES,
  openAndWait,
  press,
  waitForSlowApp as waitForApp,
  type Mode,
} from './support/slow-phone';

const BRAND_RESULTS = '/nl/results/nilfisk';
const API_HEADERS = { 'x-locale': 'nl', 'x-account-type': 'personal', 'x-country-code': 'null' };

// A throttled page load takes seconds; the app's arrival more.
test.describe.configure({ timeout: 90_000 });
test.use({ trace: 'off' });

type Ref = { id: string; name: string; url: string };

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url, { headers: API_HEADERS });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The demo API's answer for Nilfisk's list with these search fields. */
async function apiSearch(page: Page, fields: Record<string, unknown>) {
  const brandId = (await apiGet<Ref[]>(page, '/api/brands')).find(
    ({ url }) => url === 'nilfisk',
  )?.id;
  const response = await page.request.post('/api/products', {
    headers: API_HEADERS,
    data: { brandId, sort: 'standard', ...fields },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { total: number; results: { name: string }[] };
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** Picks a select's first choice: ArrowDown on it, or a tap and the picker's first entry. */
async function pickFirst(page: Page, mode: Mode, select: Locator): Promise<string> {
  const first = (await select.locator('option').nth(1).getAttribute('value')) ?? '';
  expect(first).not.toBe('');
  if (mode === 'keyboard') {
    await select.focus();
    await page.keyboard.press('ArrowDown');
  } else {
    await press(page, mode, select);
    await select.selectOption({ index: 1 });
  }
  await expect(select).toHaveValue(first);
  return first;
}

for (const delay of DELAYS_MS)
  for (const mode of MODES) {
    test(`${delay} ms after the first paint, by ${mode}: the finder's brand lists its models, and the finder reaches the machine`, async ({
      page,
    }) => {
      await openAndWait(page, '/nl', delay);
      const brand = page.getByLabel(nl['finder.brand.label'], { exact: true });
      const picked = await pickFirst(page, mode, brand);

      await waitForApp(page);
      await expect(brand).toHaveValue(picked);
      const brandRef = (await apiGet<Ref[]>(page, '/api/brands')).find(
        ({ url }) => url === picked,
      )!;
      const types = await apiGet<Ref[]>(page, `/api/brands/${brandRef.id}/types`);
      expect(types.length).toBeGreaterThan(0);
      const model = page.getByLabel(nl['finder.type.label'], { exact: true });
      await expect(model).toBeEnabled();
      // The brand's models as the API lists them, after the "all models" entry.
      await expect(model.locator('option')).toHaveText([
        nl['finder.type.choose'],
        ...types.map(({ name }) => name),
      ]);

      const machine = await pickFirst(page, mode, model);
      const type = types.find(({ url }) => url === machine)!;
      expect(type, "the model picked is one of the API's").toBeDefined();
      await press(page, mode, page.getByRole('button', { name: nl['finder.submit'], exact: true }));
      await expect(page).toHaveURL(
        new RegExp(`/nl/results/${brandRef.url}/${type.url}\\?category=bag$`),
      );
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
        `${brandRef.name} ${type.name}`,
      );
    });

    // The app's entry is held back until the sort is chosen: a tapped select chosen from by
    // `selectOption` takes two steps, and the app arriving between them would test nothing.
    test(`${delay} ms after the first paint, by ${mode}: a sort chosen on a results page sorts it`, async ({
      page,
    }) => {
      const release = await holdApp(page, BRAND_RESULTS);
      await openAndWait(page, BRAND_RESULTS, delay);
      const sort = page.getByLabel(nl['results.sort.label'], { exact: true });
      // The first choice after "standard".
      const picked = await pickFirst(page, mode, sort);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(
        false,
      );

      release();
      await waitForApp(page);
      await expect(page).toHaveURL(`${BRAND_RESULTS}?sort=${picked}`);
      await expect(sort).toHaveValue(picked);
      const names = (await apiSearch(page, { sort: picked })).results
        .slice(0, 3)
        .map(({ name }) => name);
      expect(names.length).toBe(3);
      for (const [index, name] of names.entries())
        await expect(cards(page).nth(index)).toContainText(name);
    });
  }

// The sidebar of a wide screen, in both projects (with touch on the phone's).
test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const delay of DELAYS_MS)
    for (const mode of MODES)
      test(`${delay} ms after the first paint, by ${mode}: a filter ticked on a results page filters it`, async ({
        page,
      }) => {
        const release = await holdApp(page, BRAND_RESULTS);
        await openAndWait(page, BRAND_RESULTS, delay);
        const paper = page
          .getByRole('region', { name: nl['filters.title'], exact: true })
          .getByRole('checkbox', { name: new RegExp(`^${nl['filters.material.paper']} `) });
        await press(page, mode, paper, 'Space');
        await expect(paper).toBeChecked();
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(
          false,
        );

        release();
        await waitForApp(page);
        await expect(page).toHaveURL(`${BRAND_RESULTS}?material=paper`);
        await expect(paper).toBeChecked();
        const { total, results } = await apiSearch(page, { materials: ['paper'] });
        expect(total).toBeGreaterThan(0);
        await expect(cards(page)).toHaveCount(Math.min(total, results.length));
        await expect(cards(page).first()).toContainText(results[0]!.name);
      });
});

// A narrow phone: the filters are the app's sheet. Before the app, its "Filters" button shows the
// sidebar in the page (the inline script's disclosure); the app then opens the sheet for that press.
test.describe('on a narrow phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const delay of DELAYS_MS)
    for (const mode of MODES)
      test(`${delay} ms after the first paint, by ${mode}: "Filters" shows them, and a filter ticked filters the list`, async ({
        page,
      }) => {
        const release = await holdApp(page, BRAND_RESULTS);
        await openAndWait(page, BRAND_RESULTS, delay);
        const main = page.getByRole('main');
        const open = main.getByRole('button', { name: nl['filters.title'], exact: true });
        const sidebar = main.getByRole('region', { name: nl['filters.title'], exact: true });
        await expect(sidebar).toBeHidden();
        await press(page, mode, open);
        await expect(sidebar).toBeVisible();
        await expect(open).toHaveAttribute('aria-expanded', 'true');
        const paperIn = (where: Locator) =>
          where.getByRole('checkbox', { name: new RegExp(`^${nl['filters.material.paper']} `) });
        await press(page, mode, paperIn(sidebar), 'Space');
        await expect(paperIn(sidebar)).toBeChecked();
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(
          false,
        );

        release();
        await waitForApp(page);
        await expect(page).toHaveURL(`${BRAND_RESULTS}?material=paper`);
        // The press on "Filters" is made again: the app's sheet, with the filter ticked in it.
        const sheet = page.getByRole('dialog', { name: nl['filters.title'] });
        await expect(sheet).toBeVisible();
        await expect(paperIn(sheet)).toBeChecked();
        const { total, results } = await apiSearch(page, { materials: ['paper'] });
        await sheet.getByRole('button', { name: new RegExp(`${total}`) }).click();
        await expect(sheet).toBeHidden();
        await expect(cards(page)).toHaveCount(Math.min(total, results.length));
        await expect(cards(page).first()).toContainText(results[0]!.name);
      });
});
