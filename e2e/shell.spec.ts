import { expect, test, type Page } from '@playwright/test';
import { de, languages, messages, nl, type Language } from './support/messages';
import { waitForApp } from './support/app-ready';

/** Header menu entries (requirements §1.4) with the page each leads to and the id of that page's heading. */
const infoItems = [
  ['menu.safebuy', 'safebuy'],
  ['menu.shippingcosts', 'shippingcosts'],
  ['menu.largeBuyers', 'large-buyers'],
  ['menu.businessBuyers', 'business-buyers'],
  ['menu.helpContact', 'help-contact'],
  ['menu.aboutUs', 'about-us'],
  ['menu.privacy', 'privacy'],
  ['menu.terms', 'terms-conditions'],
] as const;
const contextItems = [
  ['menu.sale', 'sale'],
  ['menu.outlet', 'outlet'],
  ['menu.new', 'new'],
] as const;

/** Below 64rem the menu sits behind its button (the header's breakpoint). */
async function openMenu(page: Page, lang: Language) {
  if (page.viewportSize()!.width < 1024) {
    await page.getByRole('button', { name: messages[lang]['header.menu'], exact: true }).click();
  }
  return page.getByRole('navigation', { name: messages[lang]['header.menu.label'] });
}

test.describe('language routes', () => {
  test.use({ locale: 'de-DE' });

  test('/ lands on the language of the browser', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('/ prefers the language cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
  });
});

for (const lang of languages) {
  test(`every menu item leads to its page (${lang})`, async ({ page }) => {
    const t = messages[lang];
    await page.goto(`/${lang}`);
    await waitForApp(page);
    for (const [itemId, slug] of infoItems) {
      const menu = await openMenu(page, lang);
      await menu.getByRole('link', { name: t[itemId], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t[`info.${slug}.title` as keyof typeof t],
      );
    }
    for (const [itemId, context] of contextItems) {
      const menu = await openMenu(page, lang);
      await menu.getByRole('link', { name: t[itemId], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/results\\?context=${context}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The cart link's name is "Shopping cart, empty" (or the number of items).
    const cartName = new RegExp(`^${t['header.cart.label'].split(',')[0]}`);
    await page.getByRole('link', { name: cartName }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/cart$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['page.cart.title']);
  });
}

test('switching language keeps the path', async ({ page }) => {
  await page.goto('/nl/shippingcosts');
  await waitForApp(page);
  // On a phone the language choice sits in the menu.
  await openMenu(page, 'nl');
  await page.getByRole('combobox', { name: nl['header.language'] }).selectOption('de');
  await expect(page).toHaveURL(/\/de\/shippingcosts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de['info.shippingcosts.title']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('de');
});

test('the shipping-costs table shows every country of the API', async ({ page, request }) => {
  const countries = (await (
    await request.get('/api/countries', { headers: { 'x-locale': 'en' } })
  ).json()) as Array<{ name: string }>;
  await page.goto('/en/shippingcosts');
  await waitForApp(page);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  for (const country of countries) {
    await expect(table.getByRole('rowheader', { name: country.name, exact: true })).toBeVisible();
  }
  expect(await table.locator('tbody tr').count()).toBe(countries.length);
});

test('an unknown page shows the 404 inside the shop', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Page not found: /en/no-such-page',
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
