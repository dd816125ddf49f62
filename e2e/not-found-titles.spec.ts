/**
 * Every 404 has a title of its own, in the language its heading is in, never the title of the
 * page before it or of the route that failed: a failed route check (`/en/home/xyz`) loaded
 * directly or reached from home, and an unknown language prefix (`/xx/foo`), which speaks the
 * language the shop detects (the cookie, then the browser's languages, else Dutch).
 */
import { expect, test, type Page } from '@playwright/test';
import { shopIdentity } from '../src/shared/api/contract/shop-identity';
import { waitForApp } from './support/app-ready';
import { messages, type Language } from './support/messages';

/** Title, heading and `<html lang>` of one 404 page, all in `lang`. */
async function expectNotFound(page: Page, lang: Language, heading: string) {
  const words = messages[lang];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${words['page.notFound.title']} | ${shopIdentity.name}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Counts full page loads of the main frame from now on. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

test('a failed route check has the 404 title, loaded directly and reached again after home', async ({
  page,
}) => {
  const { en } = messages;
  const heading = en['error.routeCheck.title'].replace('{path}', '/en/home/xyz');
  await page.goto('/en/home/xyz');
  await waitForApp(page);
  await expectNotFound(page, 'en', heading);

  const loads = countDocumentLoads(page);
  await page.getByRole('link', { name: en['error.backHome'] }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['finder.title']);
  await expect(page).toHaveTitle(`${en['page.home.title']} | ${shopIdentity.name}`);

  // Back to the 404 from home, in the app: the home page's title must not stay.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/home\/xyz$/);
  await expectNotFound(page, 'en', heading);
  expect(loads()).toBe(0);
});

test.describe('an unknown language prefix', () => {
  test('is a 404 in Dutch for a Dutch browser without a language cookie', async ({ page }) => {
    await page.goto('/xx/foo');
    await waitForApp(page);
    await expectNotFound(page, 'nl', messages.nl['error.notFound.title']);
  });

  test.describe('in a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('is a 404 in German', async ({ page }) => {
      await page.goto('/xx/foo');
      await waitForApp(page);
      await expectNotFound(page, 'de', messages.de['error.notFound.title']);
    });

    test('is a 404 in the language cookie first, also reached from another page', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
      await page.goto('/fr');
      await waitForApp(page);
      await expect(page).toHaveTitle(`${messages.fr['page.home.title']} | ${shopIdentity.name}`);
      // A client-side navigation: the page before must leave neither its title nor its language.
      await page.evaluate(() => {
        history.pushState(null, '', '/xx/foo');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expectNotFound(page, 'en', messages.en['error.notFound.title']);
      await page.goBack();
      await expect(page).toHaveURL(/\/fr$/);
      await expect(page).toHaveTitle(`${messages.fr['page.home.title']} | ${shopIdentity.name}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });
});

test('an address pasted with doubled slashes is the page it names, in its language', async ({
  page,
  baseURL,
}) => {
  // Not a 404 without any messages (it showed "error.notFound.title"): no route took it before.
  await page.goto(`${baseURL}//nl//results/nilfisk?sort=price-asc`);
  await expect(page).toHaveURL(/\/nl\/results\/nilfisk\?sort=price-asc$/);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nilfisk');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('body')).not.toContainText('error.');
});
