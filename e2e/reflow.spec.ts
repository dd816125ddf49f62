/**
 * Reflow and text size (WCAG 1.4.10 and 1.4.4) on every route, logged out and logged in as a
 * business buyer. On the phone project each route is opened 320 CSS px wide (a 1280 px screen at
 * 400 % zoom) and must not scroll sideways; on the desktop project the text is set to 200 % and
 * must neither push the page sideways nor be cut off inside its box. One test per state lists
 * every finding with its route, so a failure names all the places at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { submitLogin } from './support/account';
import { misfits, setDefaultFontSize } from './support/fit';

const DETAIL = 'nilfisk/attix-30/synthetic-dust-bags-5-layer';

const LOGGED_OUT = [
  '',
  'results/nilfisk',
  'results?q=filter',
  `detail/${DETAIL}`,
  'dashboard/cart',
  'dashboard/checkout',
  'order-anonymous',
  'order-lookup',
  'auth/login',
  'auth/_signup',
  'auth/register-personal',
  'auth/register-company',
  'auth/register-company-id',
  'auth/password-forgot',
  'order-complete',
  'help-contact',
  'no-such-page',
];

const LOGGED_IN = [
  '',
  `detail/${DETAIL}`,
  'dashboard/cart',
  'dashboard/checkout',
  'dashboard/profile',
  'dashboard/contact',
  'dashboard/favorites',
  'dashboard/orders',
  'dashboard/orders/VS-2025-000102',
];

async function check(page: Page, routes: string[]): Promise<string[]> {
  const phone = test.info().project.name === 'phone';
  if (phone) await page.setViewportSize({ width: 320, height: 640 });
  // The browser's own text-size setting (twice the default 16 px), which the shop's rem sizes and
  // rem breakpoints follow, as a shopper's would.
  else await setDefaultFontSize(page, 32);
  const findings: string[] = [];
  for (const route of routes) {
    await page.goto(`/nl${route ? `/${route}` : ''}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    findings.push(...(await misfits(page)).map((finding) => `/nl/${route}: ${finding}`));
  }
  return findings;
}

test.describe.configure({ timeout: 180_000 });

test('every route fits: 320 px wide on a phone, text at 200 % on a desktop (logged out)', async ({
  page,
}) => {
  expect(await check(page, LOGGED_OUT)).toEqual([]);
});

test('every route fits: 320 px wide on a phone, text at 200 % on a desktop (logged in)', async ({
  page,
}) => {
  await page.goto('/nl/auth/login');
  await submitLogin(page, 'inkoop@dekker-bouw.example.nl', DEMO_PASSWORD, 'nl');
  await expect(page).not.toHaveURL(/\/auth\/login/);
  expect(await check(page, LOGGED_IN)).toEqual([]);
});

/** Header controls (and their parts) that stand even partly outside the window. */
function headerOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`,
      ),
  );
}

// From a tablet on its side to a laptop, the desktop header holds the search, the account-type
// switch, login or the account menu, the country, the language and the cart: German and French
// labels once pushed the cart off a 1024 px screen.
for (const loggedIn of [false, true])
  test(`the header keeps every control on screen from 1024 to 1366 px in every language (${loggedIn ? 'logged in' : 'logged out'})`, async ({
    page,
  }) => {
    if (loggedIn) {
      await page.goto('/nl/auth/login');
      await submitLogin(page, 'inkoop@dekker-bouw.example.nl', DEMO_PASSWORD, 'nl');
      await expect(page).not.toHaveURL(/\/auth\/login/);
    }
    const findings: string[] = [];
    for (const language of ['nl', 'en', 'de', 'fr'])
      for (const width of [1024, 1150, 1280, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${language}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const search = await page.locator('header input').first().boundingBox();
        if (!search || search.width < 160)
          findings.push(`/${language} at ${width}: search ${search?.width ?? 0} px`);
        findings.push(
          ...(await headerOffScreen(page)).map((what) => `/${language} at ${width}: ${what}`),
        );
      }
    expect(findings).toEqual([]);
  });
