/**
 * A language whose messages cannot load (a blocked or lost chunk): the failure is logged and the
 * page stays in the language it is shown in, with its address, `<html lang>` and texts agreeing,
 * never an error page of message ids; choosing the language again loads it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Route } from '@playwright/test';
import { shopIdentity } from '../src/shared/api/contract/shop-identity';
import { waitForApp } from './support/app-ready';
import { chooseLanguage } from './support/language';
import { de, nl } from './support/messages';

/**
 * The URL of the German messages' chunk, as the build's manifest names it: another `de-` chunk
 * holds the information pages' German texts, which must keep loading.
 */
async function germanMessages(): Promise<string> {
  const manifest = JSON.parse(
    await readFile(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  return `/${manifest['locales/de.json?compiled']!.file}`;
}

const failures: Record<string, (route: Route) => Promise<void>> = {
  'a blocked request': (route) => route.abort(),
  'a server error': (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
};

/** Console errors, except the failed chunk the test causes and the shop's own log of it. */
function unexpectedConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const expected = /Failed to load resource|Failed to fetch dynamically imported module/.test(
      message.text(),
    );
    if (message.type() === 'error' && !expected) errors.push(message.text());
  });
  return errors;
}

/** The Dutch page, in full: no error page, no message id where a text belongs. */
async function expectDutchPage(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${heading} | ${shopIdentity.name}`);
  await expect(page.locator('[data-status]')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(Object.keys(nl).filter((id) => text.includes(id))).toEqual([]);
}

for (const [name, fail] of Object.entries(failures)) {
  test(`switching to German while its messages fail (${name}) keeps the Dutch page; a second try works`, async ({
    page,
    context,
  }) => {
    const errors = unexpectedConsoleErrors(page);
    await page.goto('/nl/shippingcosts');
    await waitForApp(page);
    const title = nl['info.shippingcosts.title'];
    await expectDutchPage(page, '/nl/shippingcosts', title);

    const chunk = await germanMessages();
    let failed = 0;
    await page.route(`**${chunk}`, async (route) => {
      failed++;
      await fail(route);
    });
    await chooseLanguage(page, 'nl', 'de');
    await expect.poll(() => failed).toBe(1);
    await expectDutchPage(page, '/nl/shippingcosts', title);
    // The cookie keeps only a language the shop has shown.
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')).toBeUndefined();

    // The page works: a link opens the next page, still in Dutch.
    await page.getByRole('contentinfo').getByRole('link', { name: nl['menu.privacy'] }).click();
    await expectDutchPage(page, '/nl/privacy', nl['info.privacy.title']);

    // The next try loads the messages.
    await page.unroute(`**${chunk}`);
    await chooseLanguage(page, 'nl', 'de');
    await expect(page).toHaveURL(/\/de\/privacy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de['info.privacy.title']);
    await expect(page).toHaveTitle(`${de['info.privacy.title']} | ${shopIdentity.name}`);
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('de');
    expect(errors).toEqual([]);
  });
}

test('a first visit whose German messages fail opens the page in the detected language', async ({
  page,
}) => {
  const errors = unexpectedConsoleErrors(page);
  await page.route(`**${await germanMessages()}`, (route) => route.abort());
  // The browser speaks Dutch (playwright.config.ts), and no language cookie is set.
  await page.goto('/de/privacy');
  await waitForApp(page);
  await expectDutchPage(page, '/nl/privacy', nl['info.privacy.title']);
  expect(errors).toEqual([]);
});
