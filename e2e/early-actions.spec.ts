/**
 * What a shopper does on a prerendered page right after it is painted, before the app has taken
 * it over, holds once the app is there: on a slow phone (the network at Lighthouse's mobile
 * profile, the CPU slowed down 4x), at 0, 150 and 400 ms after the first contentful
 * paint. A search sent from the header (by Enter, or typed and sent by touch) shows its results,
 * and "add to cart" adds to the cart.
 * (The finder and the sort: early-actions-browse.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { nl } from './support/messages';
import {
  DELAYS_MS,
  holdApp,
  openAndWait,
  press,
  waitForSlowApp as waitForApp,
} from './support/slow-phone';

const PRODUCT = '/nl/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer';
const API_HEADERS = { 'x-locale': 'nl', 'x-account-type': 'personal', 'x-country-code': 'null' };

// A throttled page load takes seconds; the app's arrival more.
test.describe.configure({ timeout: 90_000 });
test.use({ trace: 'off' });

/** The names the demo API lists first for this search. */
async function apiSearch(page: Page, fields: Record<string, unknown>): Promise<string[]> {
  const response = await page.request.post('/api/products', {
    headers: API_HEADERS,
    data: { sort: 'standard', ...fields },
  });
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: { name: string }[] };
  return results.map(({ name }) => name);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

for (const delay of DELAYS_MS) {
  test(`${delay} ms after the first paint: a search typed in the header shows its results`, async ({
    page,
  }) => {
    await openAndWait(page, PRODUCT, delay);
    const field = page.getByRole('banner').getByRole('textbox', { name: nl['search.label'] });
    await field.focus();
    await page.keyboard.type('attix 30');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/nl\/results\?q=attix(\+|%20)30$/, { timeout: 45_000 });
    await waitForApp(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      nl['results.heading.text'].replace('{query}', 'attix 30'),
    );
    const [first] = await apiSearch(page, { query: 'attix 30' });
    await expect(cards(page).first()).toContainText(first!);
  });

  test(`${delay} ms after the first paint, by touch: a search typed in the header and its button tapped shows its results`, async ({
    page,
  }) => {
    // Held back until the shopper is done: a tap, typing and a tap are three steps.
    const release = await holdApp(page, PRODUCT);
    await openAndWait(page, PRODUCT, delay);
    const search = page.getByRole('banner').getByRole('search');
    await press(page, 'touch', search.getByRole('textbox', { name: nl['search.label'] }));
    await page.keyboard.type('attix 30');
    await press(page, 'touch', search.getByRole('button', { name: nl['search.label'] }));
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(
      false,
    );

    release();
    await expect(page).toHaveURL(/\/nl\/results\?q=attix(\+|%20)30$/, { timeout: 45_000 });
    await waitForApp(page);
    const [first] = await apiSearch(page, { query: 'attix 30' });
    await expect(cards(page).first()).toContainText(first!);
  });

  test(`${delay} ms after the first paint: Enter on "add to cart" adds it to the cart`, async ({
    page,
  }) => {
    await openAndWait(page, PRODUCT, delay);
    await page.getByRole('button', { name: nl['cart.add.button'], exact: true }).first().focus();
    await page.keyboard.press('Enter');

    await waitForApp(page);
    const cart = nl['header.cart.label'].split(',')[0]!;
    await expect(
      page.getByRole('banner').getByRole('link', { name: `${cart}, 1 artikel` }),
    ).toBeVisible({ timeout: 20_000 });
  });
}
