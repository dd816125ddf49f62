import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { logOutThroughMenu, submitLogin } from './support/account';
import { en } from './support/messages';
import { SHORT_TOKEN_ORIGIN } from './support/servers';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a guest sent to a dashboard page returns to it after logging in', async ({ page }) => {
  await page.goto('/en/dashboard/favorites');
  await expect(page).toHaveURL(/\/en\/auth\/login\?returnTo=%2Fen%2Fdashboard%2Ffavorites$/);
  await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard\/favorites$/);
  await expect(heading(page)).toHaveText(en['page.favorites.title']);
});

test('a business login shows prices excl. VAT; logout goes to the login page', async ({ page }) => {
  await page.goto('/en/auth/login?returnTo=%2Fen%2Fresults%2Fnilfisk');
  await submitLogin(page, 'inkoop@dekker-bouw.example.nl', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/en\/results\/nilfisk$/);
  await expect(page.getByText(en['price.exclVat']).first()).toBeVisible();
  await logOutThroughMenu(page);
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
});

test('no e-mail address, password or token in console output or URLs', async ({ page }) => {
  const email = 'anna@example.nl';
  const seen: string[] = [];
  page.on('console', (message) => seen.push(message.text()));
  page.on('request', (request) => seen.push(request.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  await page.goto('/en/auth/login?returnTo=%2Fen%2Fdashboard%2Fprofile');
  await submitLogin(page, email, 'Wrong!2345');
  await expect(page.getByRole('alert')).toContainText(en['login.failed']);
  await submitLogin(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard\/profile$/);
  await expect(heading(page)).toHaveText(en['page.profile.title']);
  await logOutThroughMenu(page);
  await expect(page).toHaveURL(/\/en\/auth\/login$/);

  expect(seen.length).toBeGreaterThan(5);
  for (const text of seen) {
    expect(text).not.toContain(email);
    expect(text).not.toContain(encodeURIComponent(email));
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('Wrong!2345');
    // Access tokens are JWT-shaped (header.payload.signature, base64url).
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  }
});

test.describe('with access tokens that expire after a few seconds', () => {
  test.use({ baseURL: SHORT_TOKEN_ORIGIN });

  test('browsing past the expiry goes on unnoticed: one transparent refresh', async ({ page }) => {
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/auth/session/refresh')
        refreshes.push(response.status());
    });
    await page.goto('/en/auth/login?returnTo=%2Fen%2Fdashboard%2Fprofile');
    await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD);
    await expect(heading(page)).toHaveText(en['page.profile.title']);
    // Only what happens after the login counts (the SDK may probe before there is a session).
    refreshes.length = 0;

    // The server's token lifetime is 3 s (playwright.config.ts): wait past it, then browse on.
    await page.waitForTimeout(4_000);
    await page.goto('/en/dashboard/favorites');
    await expect(heading(page)).toHaveText(en['page.favorites.title']);
    await expect(page).toHaveURL(/\/en\/dashboard\/favorites$/);
    // A call the page makes itself goes through the refreshed session too.
    expect(await page.evaluate(() => fetch('/api/user/data').then((r) => r.status))).toBe(200);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
