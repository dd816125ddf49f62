/**
 * A language rotation nl → en → de → fr → nl on every route type, through the header's language
 * switch (the phone menu's on a phone): each step ends on the same page in the new language, with
 * the page's own data in that language, no error page and no console error.
 */
import { expect, test, type Page } from '@playwright/test';
import { isPhone, submitLogin } from './support/account';
import { waitForApp } from './support/app-ready';
import { seedCart } from './support/cart';
import { messages, type Language } from './support/messages';

const rotation: Language[] = ['en', 'de', 'fr', 'nl'];
const DETAIL = 'nilfisk/attix-30/synthetic-dust-bags-5-layer';
const infoPages = [
  'privacy',
  'safebuy',
  'about-us',
  'help-contact',
  'large-buyers',
  'shippingcosts',
  'business-buyers',
  'terms-conditions',
];

/** What the page must show in a language, beyond its path and `<html lang>`. */
type Expectation = (page: Page, lang: Language) => Promise<void>;

const heading =
  (id: string): Expectation =>
  async (page, lang) =>
    expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
      (messages[lang] as Record<string, string>)[id]!,
    );

/** The product's name as the API gives it in that language is the page's heading. */
const productName: Expectation = async (page, lang) => {
  const response = await page.request.get(`/api/products/${DETAIL}`, {
    headers: { 'x-locale': lang, 'x-account-type': 'personal', 'x-country-code': 'null' },
  });
  const { productFamily } = (await response.json()) as { productFamily: { name: string } };
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(productFamily.name);
};

/** The first result the API gives in that language is on the page (names are translated). */
const firstResult =
  (query: Record<string, unknown>): Expectation =>
  async (page, lang) => {
    const response = await page.request.post('/api/products', {
      headers: { 'x-locale': lang, 'x-account-type': 'personal', 'x-country-code': 'null' },
      data: { sort: 'standard', ...query },
    });
    const { results } = (await response.json()) as { results: { name: string }[] };
    await expect(page.getByRole('main').getByText(results[0]!.name).first()).toBeVisible();
  };

async function switchLanguage(page: Page, lang: Language) {
  if (isPhone(page)) {
    const current = (await page.locator('html').getAttribute('lang')) as Language;
    await page.getByRole('button', { name: messages[current]['header.menu'], exact: true }).click();
    await page
      .getByRole('navigation')
      .getByRole('combobox', { name: messages[current]['header.language'] })
      .selectOption(lang);
  } else {
    await page.locator('header').getByRole('combobox').first().selectOption(lang);
  }
}

async function rotate(page: Page, path: string, expectation: Expectation) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A made-up order number and an unknown page are answered 404 on purpose (the page with the
    // app, docs/seo.md); the browser logs that response itself.
    const expected404 =
      /status of 404/.test(message.text()) &&
      (path.includes('NO-SUCH-ORDER') || path === '/no-such-page');
    if (message.type() === 'error' && !expected404) errors.push(message.text());
  });
  await page.goto(`/nl${path}`);
  // A prerendered page's language select works once the app has hydrated it.
  await waitForApp(page);
  await expectation(page, 'nl');
  for (const lang of rotation) {
    await switchLanguage(page, lang);
    await expect(page).toHaveURL(new RegExp(`/${lang}${path.replace(/[?]/g, '\\?')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectation(page, lang);
    await expect(page.getByText(messages[lang]['error.server.title']!)).toHaveCount(0);
  }
  expect(errors).toEqual([]);
}

test.describe('language rotation, as a guest', () => {
  const routes: [string, string, Expectation][] = [
    ['home', '', heading('finder.title')],
    ['results by brand', '/results/nilfisk', firstResult({ brandId: 'b-nilfisk' })],
    [
      'results by brand and model',
      '/results/nilfisk/attix-30',
      async (page) => expect(page.getByRole('heading', { level: 1 })).toContainText('Attix 30'),
    ],
    ['sale', '/results?context=sale', firstResult({ sale: true })],
    ['new', '/results?context=new', firstResult({ new: true })],
    ['remaining stock', '/results?context=outlet', firstResult({ outlet: true })],
    ['text search', '/results?q=attix', firstResult({ query: 'attix' })],
    ['product page', `/detail/${DETAIL}`, productName],
    ['cart', '/dashboard/cart', heading('page.cart.title')],
    ['checkout', '/dashboard/checkout', heading('page.checkout.title')],
    ['order-anonymous', '/order-anonymous', heading('page.orderAnonymous.title')],
    ['not found', '/no-such-page', async (page) => expect(page.locator('h1')).toBeVisible()],
    ...infoPages.map((info): [string, string, Expectation] => [
      info,
      `/${info}`,
      heading(`info.${info}.title`),
    ]),
  ];
  for (const [name, path, expectation] of routes) {
    test(name, async ({ page }) => {
      if (path.startsWith('/dashboard') || path.startsWith('/order')) {
        await seedCart(page);
      }
      await rotate(page, path, expectation);
    });
  }
});

test.describe('language rotation, logged in', () => {
  test.beforeEach(async ({ page }) => {
    await seedCart(page);
    await page.goto('/en/auth/login');
    await submitLogin(page, 'anna@example.nl', 'Demo!2345');
    await expect(page).not.toHaveURL(/auth\/login/);
  });
  const routes: [string, string, Expectation][] = [
    ['checkout', '/dashboard/checkout', heading('page.checkout.title')],
    ['orders', '/dashboard/orders', heading('page.orders.title')],
    ['profile and addresses', '/dashboard/profile', heading('page.profile.title')],
    ['favourites', '/dashboard/favorites', heading('page.favorites.title')],
  ];
  for (const [name, path, expectation] of routes) {
    test(name, async ({ page }) => rotate(page, path, expectation));
  }
  test('order detail', async ({ page }) => {
    await page.goto('/en/dashboard/orders');
    const first = page.getByRole('main').locator('a[href*="/dashboard/orders/"]').first();
    const href = (await first.getAttribute('href'))!;
    const path = href.replace(/^\/en/, '');
    await rotate(page, path, async (p) =>
      expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible(),
    );
  });
  test('order complete', async ({ page }) =>
    rotate(page, `/order-complete?order=NO-SUCH-ORDER`, async (p) =>
      expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible(),
    ));
});
