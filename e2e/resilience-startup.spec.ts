/**
 * Resilience, startup: a 500, a time-out and a malformed answer on each call of the startup
 * order (requirements §11.2: session, countries, addresses, cart, brands, products) show the red toast
 * 'Failed loading {store}' (requirements §11.2), and the shop carries on: home renders and a search works.
 * The cart's step reads session storage and makes no call: its failure is a stored cart that
 * cannot be read (the last test).
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { submitLogin } from './support/account';
import { faultKinds, injectFault, isTimeout, outwait } from './support/faults';
import { en } from './support/messages';
import { SHORT_TOKEN_ORIGIN, SHORT_TOKEN_SECONDS } from './support/servers';

type Store = 'session' | 'countries' | 'addresses' | 'cart' | 'brands' | 'products';

interface StartupCall {
  name: string;
  store: Store;
  url: string;
  when?: (request: Request) => boolean;
  /** Calls that need a user: log in first, then load the shop again with the fault. */
  loggedIn?: boolean;
}

const isNewProducts = (request: Request) =>
  request.method() === 'POST' && (request.postDataJSON() as { new?: unknown } | null)?.new === true;

const calls: StartupCall[] = [
  { name: 'countries', store: 'countries', url: '**/api/countries' },
  { name: 'brands', store: 'brands', url: '**/api/brands' },
  { name: 'new products', store: 'products', url: '**/api/products', when: isNewProducts },
  { name: 'user data', store: 'addresses', url: '**/api/user/data', loggedIn: true },
  { name: 'addresses', store: 'addresses', url: '**/api/addresses', loggedIn: true },
];

const toast = (page: Page, store: Store) =>
  page.getByRole('alert').filter({ hasText: en[`startup.failed.${store}`] });

/** The shop is usable: home shows its finder, and a typed search opens its results. */
async function expectShopUsable(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['finder.title']);
  await page.getByRole('textbox', { name: en['search.label'] }).focus();
  const combobox = page.getByRole('combobox', { name: en['search.label'] });
  await expect(combobox).toBeFocused();
  await page.keyboard.type('nilfisk attix');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/results\?q=nilfisk(\+|%20)attix/);
  await expect(page.locator('main article').first()).toBeVisible();
}

async function logIn(page: Page) {
  await page.goto('/en/auth/login?returnTo=%2Fen');
  await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/en$/);
}

for (const call of calls) {
  for (const fault of faultKinds) {
    test(`startup: ${fault} on ${call.name} shows 'Failed loading ${call.store}' and the shop works`, async ({
      page,
    }) => {
      if (call.loggedIn) await logIn(page);
      if (isTimeout(fault)) await page.clock.install();
      const injected = await injectFault(page, call.url, fault, { when: call.when });

      await page.goto('/en');
      if (isTimeout(fault)) await outwait(page, toast(page, call.store));
      await expect(toast(page, call.store)).toBeVisible();
      expect(injected.count()).toBeGreaterThanOrEqual(1);
      // One toast for the failed store, no other (a home section may show its own inline notice).
      await expect(page.getByTestId('toast')).toHaveCount(1);
      await expectShopUsable(page);
    });
  }
}

test.describe('the session step, on the server whose access tokens expire after 3 s', () => {
  test.use({ baseURL: SHORT_TOKEN_ORIGIN });

  for (const fault of faultKinds) {
    test(`startup: ${fault} on the session refresh shows 'Failed loading session' and the shop works as a guest`, async ({
      page,
    }) => {
      await logIn(page);
      // The stored access token runs out: loading the shop again must refresh the session first.
      await page.waitForTimeout((SHORT_TOKEN_SECONDS + 1) * 1000);
      if (isTimeout(fault)) await page.clock.install();
      const injected = await injectFault(page, '**/auth/session/refresh', fault);

      await page.goto('/en');
      if (isTimeout(fault)) await outwait(page, toast(page, 'session'));
      await expect(toast(page, 'session')).toBeVisible();
      expect(injected.count()).toBeGreaterThanOrEqual(1);
      await expectShopUsable(page);
    });
  }
});

test("startup: an unreadable stored cart says 'Failed loading cart', starts empty, and the shop works", async ({
  page,
}) => {
  await page.goto('/__demo/health');
  await page.evaluate(() => sessionStorage.setItem('shop-cart', '{"state": {"items": [{"pro'));
  await page.goto('/en/dashboard/cart');
  await expect(
    page.getByRole('alert').filter({ hasText: en['startup.failed.cart'] }),
  ).toBeVisible();
  await expect(page.getByText(en['cart.page.empty'])).toBeVisible();
  await page.goto('/en');
  await expectShopUsable(page);
});
