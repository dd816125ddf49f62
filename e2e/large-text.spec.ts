/**
 * Large text on a phone (WCAG 1.4.4 and 1.4.10): with the phone's default font size doubled to
 * 32 px, as Android's font scaling does, every route fits a 390 px screen in every language: the
 * page does not scroll sideways, no control stands outside the screen or cuts off its text, no
 * text is cut off inside its box, and no bar fixed to the screen takes more than a quarter of it.
 * One test per language walks the routes logged out, then logs in once for the account's pages,
 * and fails once listing every finding with its route. The results page's filter sheet and the
 * add-to-cart dialog are opened too: their buttons and titles keep their words whole, the sheet's
 * bar of actions covers neither its filters nor (at the default size, reached with Tab) the
 * control that has focus, and the dialog's close button stays in its corner.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { infoPages } from '../src/shared/config/paths';
import { submitLogin } from './support/account';
import { waitForApp } from './support/app-ready';
import { addFromProductPage, NILFISK_FAMILY } from './support/cart';
import { largeTextMisfits, misfits, setDefaultFontSize } from './support/fit';
import { languages, messages, type Language } from './support/messages';

const LOGGED_OUT = [
  '',
  ...infoPages,
  'results/nilfisk',
  'results?q=filter',
  `detail/${NILFISK_FAMILY}`,
  'dashboard/cart',
  'order-lookup',
  'auth/login',
  'auth/_signup',
  'auth/register-personal',
  'auth/register-company',
  'auth/register-company-id',
  'auth/password-forgot',
  'order-complete',
  'no-such-page',
];

/** With a product in the cart. */
const WITH_CART = ['dashboard/cart', 'dashboard/checkout', 'order-anonymous'];

const LOGGED_IN = [
  'dashboard/profile',
  'dashboard/contact',
  'dashboard/favorites',
  'dashboard/cart',
  'dashboard/checkout',
  'dashboard/orders',
];

async function check(page: Page, findings: string[], path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const found = [...(await largeTextMisfits(page)), ...(await misfits(page))];
  findings.push(...found.map((finding) => `${path}: ${finding}`));
}

test.describe('large text on a phone', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const lang of languages)
    test(`every route fits 390 px with a 32 px default font (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await setDefaultFontSize(page, 32);
      const at = (route: string) => `/${lang}${route ? `/${route}` : ''}`;
      const findings: string[] = [];

      for (const route of LOGGED_OUT) await check(page, findings, at(route));
      // The setting took: the root's font size is the browser's default.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
        '32px',
      );
      await addFromProductPage(page, lang);
      for (const route of WITH_CART) await check(page, findings, at(route));

      await page.goto(at('auth/login'));
      await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD, lang);
      await expect(page).not.toHaveURL(/\/auth\/login/);
      for (const route of LOGGED_IN) await check(page, findings, at(route));
      // The newest order's page, through the list's own link.
      const href = await page
        .getByRole('main')
        .getByRole('link', { name: /\d/ })
        .first()
        .getAttribute('href');
      expect(href).toMatch(/\/dashboard\/orders\//);
      await check(page, findings, href!);

      expect(findings).toEqual([]);
    });
});

test.describe('large text on a narrow phone', () => {
  // The commonest Android width, and the narrowest phones still in use.
  for (const width of [360, 320])
    test(`the buying routes fit ${width} px with a 32 px default font`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await setDefaultFontSize(page, 32);
      const findings: string[] = [];
      for (const route of ['', 'results/nilfisk', `detail/${NILFISK_FAMILY}`])
        await check(page, findings, `/nl${route ? `/${route}` : ''}`);
      await addFromProductPage(page, 'nl');
      for (const route of WITH_CART) await check(page, findings, `/nl/${route}`);
      expect(findings).toEqual([]);
    });
});

/** Results with a filter sheet of four groups (the Bosch bags). */
const FILTERED = 'results/bosch?category=bag';
const BOSCH_BAG = 'detail/bosch/gas-25-l-sfc/synthetic-dust-bags-5-layer';
/** The focus ring (`:focus-visible` in src/shared/ui/tokens.css): a 3 px outline 2 px out. */
const RING = 5;

async function openFilterSheet(page: Page, lang: Language): Promise<Locator> {
  const t = messages[lang];
  await page.goto(`/${lang}/${FILTERED}`);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('button', { name: new RegExp(`^${t['filters.title']} \\(\\d+\\)$`) })
    .click();
  const sheet = page.getByRole('dialog', { name: t['filters.title'], exact: true });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The words of an element's text that its lines break apart (a word on more than one line). */
function brokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) broken.push(word[0]);
      }
    return broken;
  });
}

/** What the shopper sees at the centre of an element when it is not the element itself. */
function coveredBy(element: Locator): Promise<string | null> {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const label = target instanceof HTMLInputElement ? target.labels?.[0] : null;
    if (hit && (target.contains(hit) || label?.contains(hit))) return null;
    return hit ? `${hit.tagName.toLowerCase()}.${String(hit.className)}` : 'nothing';
  });
}

/** Words broken in a button or the title, a filter or the title under another element. */
async function sheetMisfits(sheet: Locator): Promise<string[]> {
  const found: string[] = [];
  const title = sheet.getByRole('heading', { level: 2 });
  for (const part of [title, ...(await sheet.getByRole('button').all())]) {
    const text = (await part.textContent())?.trim();
    for (const word of await brokenWords(part)) found.push(`"${text}" breaks "${word}"`);
  }
  const over = await coveredBy(title);
  if (over) found.push(`the title is under ${over}`);
  for (const box of await sheet.getByRole('checkbox').all()) {
    await box.scrollIntoViewIfNeeded();
    const under = await coveredBy(box);
    const name = await box.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent);
    if (under) found.push(`"${name}" is under ${under}`);
  }
  return found;
}

test.describe('large text in the filter sheet and a dialog', () => {
  for (const { lang, width, height, font } of [
    { lang: 'de', width: 390, height: 844, font: 32 },
    { lang: 'nl', width: 390, height: 844, font: 32 },
    // A narrow phone in German at the default size: the two actions did not fit side by side.
    { lang: 'de', width: 320, height: 640, font: 16 },
  ] as const)
    test(`the filter sheet keeps its words whole and its filters in view at ${width} px, ${font} px font (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await setDefaultFontSize(page, font);
      const sheet = await openFilterSheet(page, lang);
      expect(await sheetMisfits(sheet)).toEqual([]);
      expect([...(await largeTextMisfits(page)), ...(await misfits(page))]).toEqual([]);
    });

  test('Tab through the filter sheet: every control with focus stands clear of its bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const sheet = await openFilterSheet(page, 'nl');
    const bar = sheet.getByRole('button', { name: /producten tonen$/ }).locator('..');
    const found: string[] = [];
    const reached: string[] = [];
    // The close button has focus on opening; Tab goes through the filters to the bar's buttons.
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      const name = await focused.evaluate((element) =>
        element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? '') : null,
      );
      if (name === null) {
        if (reached.length > 0) break;
        continue;
      }
      reached.push(name);
      const [box, edge] = await Promise.all([focused.boundingBox(), bar.boundingBox()]);
      const end = box!.y + box!.height + RING;
      if (end > edge!.y + 0.5)
        found.push(
          `"${name}" with its ring ends at ${Math.round(end)} px, the bar starts at ${Math.round(edge!.y)} px`,
        );
      const under = await coveredBy(focused);
      if (under) found.push(`"${name}" is under ${under}`);
    }
    // Tab reached the filters low in the sheet (the largest pack), where the bar is.
    expect(reached).toContainEqual(expect.stringMatching(/^25 stuks/));
    expect(found).toEqual([]);
  });

  for (const lang of ['de', 'nl'] as const)
    test(`the added-to-cart dialog keeps its title's words whole with a 32 px default font (${lang})`, async ({
      page,
    }) => {
      const t = messages[lang];
      await page.setViewportSize({ width: 390, height: 844 });
      await setDefaultFontSize(page, 32);
      await page.goto(`/${lang}/${BOSCH_BAG}`);
      await waitForApp(page);
      await page.getByRole('button', { name: t['cart.add.button'] }).click();
      const dialog = page.getByRole('dialog', { name: t['cart.add.title'] });
      await expect(dialog).toBeVisible();
      const title = dialog.getByRole('heading', { name: t['cart.add.title'] });
      expect(await brokenWords(title)).toEqual([]);
      // The close button: in the top right-hand corner (above or beside the title), uncovered.
      const close = dialog.getByRole('button', { name: t['dialog.close'], exact: true });
      const [closeBox, titleBox] = await Promise.all([close.boundingBox(), title.boundingBox()]);
      expect(closeBox!.y).toBeLessThanOrEqual(titleBox!.y + 0.5);
      expect(closeBox!.x + closeBox!.width).toBeGreaterThanOrEqual(
        titleBox!.x + titleBox!.width - 0.5,
      );
      expect(await coveredBy(close)).toBeNull();
      expect(await misfits(page)).toEqual([]);
    });
});
