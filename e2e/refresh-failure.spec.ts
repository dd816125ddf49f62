/**
 * A session refresh that fails (the auth service answers 500) is 'Could not refresh session'
 * (requirements §9.1), and the session is treated as gone: the shopper is logged out, sees why,
 * lands on the login page that leads back to where they were, and a reload does not bring the
 * session back. Runs on the server whose access tokens expire within seconds.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { isPhone, submitLogin } from './support/account';
import { waitForApp } from './support/app-ready';
import { en } from './support/messages';
import { SHORT_TOKEN_ORIGIN, SHORT_TOKEN_SECONDS } from './support/servers';

test.use({ baseURL: SHORT_TOKEN_ORIGIN });

const PROFILE = '/en/dashboard/profile';
const ORDERS = '/en/dashboard/orders';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const loginBackTo = (path: string) =>
  new RegExp(`/en/auth/login\\?returnTo=${encodeURIComponent(path)}$`);

async function openOrdersFromMenu(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: en['header.menu'], exact: true }).click();
    await page
      .getByRole('navigation', { name: en['header.menu.label'] })
      .getByRole('link', { name: en['menu.orders'], exact: true })
      .click();
  } else {
    await page.getByText(en['menu.account'], { exact: true }).click();
    await page.getByRole('link', { name: en['menu.orders'], exact: true }).first().click();
  }
}

async function logInAndLetTheTokenExpire(page: Page) {
  await page.goto(`/en/auth/login?returnTo=${encodeURIComponent(PROFILE)}`);
  await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD);
  await expect(heading(page)).toHaveText(en['page.profile.title']);
  await waitForApp(page);
  // From now on, every refresh fails on the server's side.
  await page.route('**/auth/session/refresh', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.waitForTimeout((SHORT_TOKEN_SECONDS + 1) * 1_000);
}

test('a refresh that fails while browsing logs out, says why, and offers the login back', async ({
  page,
}) => {
  await logInAndLetTheTokenExpire(page);
  // On to the orders through the account menu: the orders call needs a new access token.
  await openOrdersFromMenu(page);

  const toast = page.getByRole('alert').filter({ hasText: en['session.refreshFailed'] });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(en['session.refreshFailed.text']);
  await expect(page).toHaveURL(loginBackTo(ORDERS));
  await expect(page.getByLabel(en['login.email'])).toBeVisible();

  // Treated as gone: a reload does not bring the session back.
  await page.unroute('**/auth/session/refresh');
  await page.goto(ORDERS);
  await expect(page).toHaveURL(loginBackTo(ORDERS));

  // Logging in again leads back to the orders.
  await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${ORDERS}$`));
  await expect(heading(page)).toHaveText(en['page.orders.title']);
});

test('a refresh that fails when a page is opened anew: logged out, on the login page', async ({
  page,
}) => {
  await logInAndLetTheTokenExpire(page);
  await page.goto(ORDERS);
  await expect(page).toHaveURL(loginBackTo(ORDERS));
  await expect(page.getByLabel(en['login.email'])).toBeVisible();
  await expect(page.getByText(en['orders.error.title'])).toHaveCount(0);
});
