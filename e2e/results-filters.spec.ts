/**
 * The results page's filters (src/features/catalog/filters), on a desktop (a sidebar) and a phone
 * (a sheet behind a "Filters" button): they narrow the list, each option's count is what the API
 * answers for the same search (POST products with `withFacets`), the URL holds the choice (a
 * reload keeps it, the back button undoes it), one tap resets everything, and on a phone closing
 * the sheet leaves the page where it was.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type {
  ProductSearchQuery,
  ProductSearchResponse,
  SearchFacets,
} from '../src/shared/api/contract/products';
import { isPhone } from './support/account';
import { waitForApp } from './support/app-ready';
import { NILFISK_RESULTS } from './support/catalog';
import { messages, type Language } from './support/messages';

const BRAND = 'nilfisk';
type Messages = (typeof messages)[Language];

/** An ICU plural message of the shop's with a number (its `one` or `other` form; never 0 here). */
function plural(message: string, n: number): string {
  const form = n === 1 && message.includes(' one {') ? 'one' : 'other';
  return new RegExp(` ${form} \\{([^}]*)\\}`).exec(message)![1]!.replace('#', String(n));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The same search as the shop's, straight from the API, with the headers the shop sends. */
async function apiSearch(
  page: Page,
  lang: Language,
  filters: Partial<ProductSearchQuery>,
): Promise<ProductSearchResponse> {
  const headers = { 'x-locale': lang, 'x-account-type': 'personal', 'x-country-code': 'NL' };
  const brands = (await (await page.request.get('/api/brands', { headers })).json()) as {
    id: string;
    url: string;
  }[];
  const brandId = brands.find((brand) => brand.url === BRAND)!.id;
  const response = await page.request.post('/api/products', {
    headers,
    data: { brandId, sort: 'standard', accountType: 'personal', withFacets: true, ...filters },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductSearchResponse;
}

/** Where the filters are: the sidebar on a desktop, the open sheet on a phone. */
function filterPanel(page: Page, t: Messages): Locator {
  return isPhone(page)
    ? page.getByRole('dialog', { name: t['filters.title'], exact: true })
    : page.getByRole('region', { name: t['filters.title'], exact: true });
}

/** The phone's "Filters" / "Filters (n)" button. */
const sheetButton = (page: Page, t: Messages) =>
  page.getByRole('button', {
    name: new RegExp(`^${escape(t['filters.title'])}( \\(\\d+\\))?$`),
  });

async function openPanel(page: Page, t: Messages): Promise<Locator> {
  if (isPhone(page)) await sheetButton(page, t).click();
  const panel = filterPanel(page, t);
  await expect(panel).toBeVisible();
  return panel;
}

/** One filter option's checkbox, by its label without the count ("Papier (65)" → "Papier"). */
const option = (panel: Locator, label: string) =>
  panel.getByRole('checkbox', { name: new RegExp(`^${escape(label)} \\(\\d+\\)$`) });

/** `Papier (65)` → ['Papier', 65]. */
function parseOption(name: string): [string, number] {
  const match = /^(.*) \((\d+)\)$/.exec(name.replace(/\s/g, ' '));
  if (!match) throw new Error(`an option without a count: ${name}`);
  return [match[1]!, Number(match[2])];
}

/** Each group's options as the panel shows them: label → count. */
async function shownCounts(panel: Locator, t: Messages) {
  const group = async (legend: string) => {
    const boxes = panel.getByRole('group', { name: legend, exact: true }).getByRole('checkbox');
    const names = await boxes.evaluateAll((nodes) =>
      nodes.map((node) => (node as HTMLInputElement).labels?.[0]?.textContent ?? ''),
    );
    return Object.fromEntries(names.map(parseOption));
  };
  return {
    type: await group(t['filters.type.legend']),
    material: await group(t['filters.material.legend']),
    layers: await group(t['filters.layers.legend']),
    packSize: await group(t['filters.pack.legend']),
    only: await group(t['filters.only.legend']),
  };
}

/** What the panel should show for these counts, in the shop's words. */
function expectedCounts(facets: SearchFacets, t: Messages) {
  const byLabel = <T>(options: { value: T; count: number }[], label: (value: T) => string) =>
    Object.fromEntries(options.map((o) => [label(o.value), o.count]));
  const amount = (message: string) => (n: number) => plural(message, n);
  return {
    type: byLabel(facets.type, (v) => t[`filters.type.${v}`]),
    material: byLabel(facets.material, (v) => t[`filters.material.${v}`]),
    layers: byLabel(facets.layers, amount(t['filters.layers.option'])),
    packSize: byLabel(facets.packSize, amount(t['filters.pack.option'])),
    only: { [t['filters.only.inStock']]: facets.inStock, [t['filters.only.sale']]: facets.sale },
  };
}

/** The list, its count line and every option's count agree with the API's answer. */
async function expectMatchesApi(
  page: Page,
  t: Messages,
  lang: Language,
  filters: Partial<ProductSearchQuery>,
) {
  const answer = await apiSearch(page, lang, filters);
  expect(answer.next, 'the whole list fits on its first page').toBeNull();
  await expect(page.locator('main article')).toHaveCount(answer.total);
  // The page's count line (on a phone, the open sheet's live region says the same).
  await expect(
    page.getByText(plural(t['results.count'], answer.total), { exact: true }).first(),
  ).toBeAttached();
  const panel = filterPanel(page, t);
  const expected = expectedCounts(answer.facets!, t);
  await expect.poll(() => shownCounts(panel, t)).toEqual(expected);
  return answer;
}

/** The filter parameters of the page's URL. */
const filterParams = (page: Page) => {
  const search = new URL(page.url()).searchParams;
  return ['type', 'material', 'layers', 'pack', 'stock', 'sale']
    .flatMap((name) => search.getAll(name).map((value) => `${name}=${value}`))
    .join('&');
};

for (const lang of ['nl', 'fr'] as const) {
  const t = messages[lang];

  test(`${lang}: the filters narrow the list, with the API's counts, and live in the URL`, async ({
    page,
  }) => {
    test.slow();
    await page.goto(`/${lang}/results/${BRAND}`);
    await waitForApp(page);
    let panel = await openPanel(page, t);
    const all = await expectMatchesApi(page, t, lang, {});

    // A material: the list narrows to what the API finds for it.
    const paperCount = all.facets!.material.find((m) => m.value === 'paper')!.count;
    expect(paperCount).toBeGreaterThan(0);
    expect(paperCount).toBeLessThan(all.total);
    await option(panel, t['filters.material.paper']).check();
    await expect.poll(() => filterParams(page)).toBe('material=paper');
    const paper = await expectMatchesApi(page, t, lang, { materials: ['paper'] });
    expect(paper.total).toBe(paperCount);

    // A second filter on top: a pack size that leaves some of the paper bags, not all.
    const pack = paper.facets!.packSize.find((p) => p.count > 0 && p.count < paper.total);
    expect(pack, 'a pack size that narrows the paper bags').toBeDefined();
    const packLabel = plural(t['filters.pack.option'], pack!.value);
    await option(panel, packLabel).check();
    await expect.poll(() => filterParams(page)).toBe(`material=paper&pack=${pack!.value}`);
    await expectMatchesApi(page, t, lang, { materials: ['paper'], packSizes: [pack!.value] });

    // A reload shows the same choice.
    await page.reload();
    await waitForApp(page);
    expect(filterParams(page)).toBe(`material=paper&pack=${pack!.value}`);
    panel = await openPanel(page, t);
    await expect(option(panel, t['filters.material.paper'])).toBeChecked();
    await expect(option(panel, packLabel)).toBeChecked();
    await expectMatchesApi(page, t, lang, { materials: ['paper'], packSizes: [pack!.value] });

    // The back button undoes the last choice only.
    await page.goBack();
    await expect.poll(() => filterParams(page)).toBe('material=paper');
    // (The phone's sheet stays open: the page is the same, only its URL stepped back.)
    await expect(option(panel, packLabel)).not.toBeChecked();
    await expect(option(panel, t['filters.material.paper'])).toBeChecked();
    await expectMatchesApi(page, t, lang, { materials: ['paper'] });

    // "Reset all filters": one tap, and every choice is gone.
    await panel.getByRole('button', { name: t['filters.reset'], exact: true }).click();
    await expect.poll(() => filterParams(page)).toBe('');
    await expect(option(panel, t['filters.material.paper'])).not.toBeChecked();
    await expectMatchesApi(page, t, lang, {});
  });
}

test('on a phone-wide screen the filters open in a sheet, and closing it keeps the scroll position', async ({
  page,
}) => {
  // The sheet is the narrow layout's: the desktop project checks it at a phone's width too.
  await page.setViewportSize({ width: 390, height: 844 });
  const t = messages.nl;
  await page.goto(`/nl/results/${BRAND}`);
  await waitForApp(page);
  const button = sheetButton(page, t);
  await expect(button).toHaveText(t['filters.title']);
  // No sidebar on a phone: the filters are in the sheet only.
  await expect(page.getByRole('region', { name: t['filters.title'], exact: true })).toBeHidden();

  // Scrolled down the page, with the button still in view at the top of the screen.
  await expect(page.locator('main article')).toHaveCount(NILFISK_RESULTS);
  const buttonTop = await button.evaluate((node) => node.getBoundingClientRect().top);
  await page.evaluate((y) => window.scrollTo(0, y), buttonTop - 8);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);

  await button.click();
  const sheet = page.getByRole('dialog', { name: t['filters.title'], exact: true });
  await expect(sheet).toBeVisible();
  await option(sheet, t['filters.only.inStock']).check();
  await expect.poll(() => filterParams(page)).toBe('stock=1');
  const answer = await apiSearch(page, 'nl', { inStock: true });
  // Its button says how many products the sheet leaves, and closes it.
  await sheet
    .getByRole('button', { name: plural(t['filters.show'], answer.total), exact: true })
    .click();
  await expect(sheet).toBeHidden();
  await expect(button).toHaveText(`${t['filters.title']} (1)`);
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Closed by its close button (×) without a choice: the page stays put as well.
  await button.click();
  await page.getByRole('button', { name: t['dialog.close'], exact: true }).click();
  await expect(sheet).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
