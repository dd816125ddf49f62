/**
 * Large text on a phone (WCAG 1.4.4 and 1.4.10): with the phone's default font size doubled to
 * 32 px, as Android's font scaling does, every route fits a 390 px screen in every language: the
 * page does not scroll sideways, no control stands outside the screen or cuts off its text, no
 * text is cut off inside its box, and no bar fixed to the screen takes more than a quarter of it.
 * One test per language walks the routes logged out, then logs in once for the account's pages,
 * and fails once listing every finding with its route.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { infoPages } from '../src/shared/config/paths';
import { submitLogin } from './support/account';
import { addFromProductPage, NILFISK_FAMILY } from './support/cart';
import { largeTextMisfits, misfits, setDefaultFontSize } from './support/fit';
import { languages } from './support/messages';

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
