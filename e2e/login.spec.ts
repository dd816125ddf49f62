import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { waitForApp } from './support/app-ready';
import { expectNoViolations } from './support/axe';
import { en, languages, messages } from './support/messages';

const isPhone = (page: Page) => page.viewportSize()!.width < 1024;

test('anna logs in and sees her account menu', async ({ page }) => {
  await page.goto('/en/auth/login');
  await page.getByLabel(en['login.email']).fill('anna@example.nl');
  await page.getByLabel(en['login.password'], { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en['login.submit'], exact: true }).click();
  // The guest-only guard sends a logged-in user home when there is no returnTo.
  await expect(page).toHaveURL(/\/en$/);
  if (isPhone(page)) {
    await page.getByRole('button', { name: en['header.menu'], exact: true }).click();
    const menu = page.getByRole('navigation', { name: en['header.menu.label'] });
    await expect(menu.getByRole('link', { name: en['menu.orders'], exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: en['menu.logout'], exact: true })).toBeVisible();
  } else {
    await expect(page.getByText(en['menu.account'], { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: en['menu.login'], exact: true })).toHaveCount(0);
});

test("the header's log in, half-way through a search, comes back to it with its sort", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/401/.test(message.text())) errors.push(message.text());
  });
  // A prerendered page, opened with a sort its HTML was made without.
  await page.goto('/en/results/nilfisk?sort=price-asc');
  await waitForApp(page);
  if (isPhone(page))
    await page.getByRole('button', { name: en['header.menu'], exact: true }).click();
  await page.getByRole('link', { name: en['menu.login'], exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/auth\/login\?returnTo=/);
  await page.getByLabel(en['login.email']).fill('anna@example.nl');
  await page.getByLabel(en['login.password'], { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en['login.submit'], exact: true }).click();
  await expect(page).toHaveURL(/\/en\/results\/nilfisk\?sort=price-asc$/);
  await expect(page.getByRole('combobox', { name: en['results.sort.label'] })).toHaveValue(
    'price-asc',
  );
  expect(errors).toEqual([]);
});

test('a wrong password says the login failed', async ({ page }) => {
  await page.goto('/en/auth/login');
  await page.getByLabel(en['login.email']).fill('anna@example.nl');
  await page.getByLabel(en['login.password'], { exact: true }).fill('Wrong!2345');
  await page.getByRole('button', { name: en['login.submit'], exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(en['login.failed']);
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
});

for (const lang of languages) {
  test(`the login page has no axe violations (${lang})`, async ({ page }) => {
    const t = messages[lang];
    await page.goto(`/${lang}/auth/login`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['page.login.title']);
    await expectNoViolations(page);
    // The error states too: field errors and the form-level alert.
    await page.getByRole('button', { name: t['login.submit'], exact: true }).click();
    await expect(page.getByText(t['validation.required']).first()).toBeVisible();
    await expectNoViolations(page);
  });
}
