/**
 * Accessibility matrix: axe finds no WCAG 2.2 A/AA violation on any route, in
 * every language, logged out and logged in, on the desktop and phone projects. One test per
 * language and login state visits the routes in sequence and fails once, listing every finding
 * with its route (a test per route would start the app ~250 times and cost CI minutes).
 * Logged out it covers the auth pages; logged in the dashboard pages (each redirects otherwise).
 * Home, the information pages and the 404 page logged out are scanned per language and project by
 * e2e/a11y.spec.ts already, so they are left out here to keep the suite fast.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { submitLogin } from './support/account';
import { scanRoute } from './support/a11y-scan';
import { languages, messages, type Language } from './support/messages';

const DETAIL = 'nilfisk/attix-30/synthetic-dust-bags-5-layer';

/** Opens a route, waits for its heading and for the page's data, and scans it. */
async function visit(page: Page, findings: string[], path: string, label = path): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  findings.push(...(await scanRoute(page, label)));
}

/** Adds the detail page's product to the cart and scans the page with the confirmation open. */
async function addToCart(page: Page, findings: string[], lang: Language) {
  const t = messages[lang];
  await visit(page, findings, `/${lang}/detail/${DETAIL}`);
  await page.getByRole('button', { name: t['cart.add.button'] }).click();
  const dialog = page.getByRole('dialog', { name: t['cart.add.title'] });
  await expect(dialog).toBeVisible();
  findings.push(...(await scanRoute(page, `/${lang}/detail (add-to-cart confirmation)`)));
  await dialog.getByRole('button', { name: t['cart.add.continue'] }).click();
  await expect(dialog).toBeHidden();
}

for (const lang of languages) {
  test.describe(`axe on every route in ${lang}`, () => {
    test.describe.configure({ timeout: 180_000 });

    test(`logged out (${lang})`, async ({ page }) => {
      const findings: string[] = [];
      const at = (rest = '') => `/${lang}${rest ? `/${rest}` : ''}`;
      for (const route of [
        'results/nilfisk',
        'results?q=filter',
        'dashboard/cart',
        'dashboard/checkout',
        'order-anonymous',
        'dashboard/contact',
        'auth/login',
        'auth/_signup',
        'auth/register-personal',
        'auth/register-company',
        'auth/register-company-id',
        'auth/password-forgot',
        'password-reset?token=not-a-real-token&tenantId=public',
        'auth/_magic-link',
        'order-complete',
        'order-lookup',
      ]) {
        await visit(page, findings, at(route));
        if (route === 'dashboard/cart') {
          // The empty cart above; now the cart, checkout and guest form with a product in it.
          await addToCart(page, findings, lang);
          await visit(page, findings, at('dashboard/cart'), `${at('dashboard/cart')} (with items)`);
        }
      }
      expect(findings).toEqual([]);
    });

    test(`logged in (${lang})`, async ({ page }) => {
      const findings: string[] = [];
      const at = (rest = '') => `/${lang}${rest ? `/${rest}` : ''}`;
      await page.goto(at('auth/login'));
      await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD, lang);
      await expect(page).not.toHaveURL(/\/auth\/login/);
      for (const route of [
        '',
        'dashboard/profile',
        'dashboard/favorites',
        'dashboard/contact',
        'dashboard/cart',
      ]) {
        await visit(page, findings, at(route));
      }
      await addToCart(page, findings, lang);
      await visit(page, findings, at('dashboard/cart'), `${at('dashboard/cart')} (with items)`);
      await visit(page, findings, at('dashboard/checkout'));
      await visit(page, findings, at('dashboard/orders'));
      // The newest order's page, through the list's own link.
      const firstOrder = page.getByRole('main').getByRole('link', { name: /\d/ }).first();
      const href = await firstOrder.getAttribute('href');
      expect(href).toMatch(/\/dashboard\/orders\//);
      await visit(page, findings, href!, `${at('dashboard/orders')}/{id}`);
      await visit(page, findings, at('order-complete'));
      await visit(page, findings, at('results/nilfisk'));
      await visit(page, findings, at('no-such-page'));
      expect(findings).toEqual([]);
    });
  });
}
