/**
 * Focus management (WCAG 2.4.3): a client-side navigation moves focus to the
 * new page's heading; every modal takes focus in, keeps Tab inside, closes on Escape and gives
 * focus back to the control that opened it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { isPhone, submitLogin } from './support/account';
import { seedCart } from './support/cart';
import { en } from './support/messages';
import { waitForApp } from './support/app-ready';

const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.matches('main h1') ? active.textContent : `not the heading: ${active?.tagName}`;
  });

test('a client-side navigation moves focus to the new page heading', async ({ page }) => {
  await page.goto('/en');
  // Home is prerendered: a click before the client has taken over is a full page load (the
  // browser's own focus handling), not the client-side navigation this test is about.
  await waitForApp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: en['info.safebuy.title'] }).click();
  await expect(page).toHaveURL(/\/en\/safebuy$/);
  await expect.poll(() => focusedHeading(page)).toBe(en['info.safebuy.title']);

  // And again from there, with the keyboard: the home link in the header.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: en['info.about-us.title'] })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/about-us$/);
  await expect.poll(() => focusedHeading(page)).toBe(en['info.about-us.title']);
});

const focusInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/**
 * Opens a modal from `opener` with Enter, then checks: focus is inside; 12 × Tab and 12 ×
 * Shift+Tab never leave it; Escape closes it; focus is back on the opener.
 */
async function expectModalFocus(page: Page, opener: Locator, name: string) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `${key} #${press + 1} stays in "${name}"`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('the login modal and the country prompt keep and return focus', async ({ page }) => {
  await page.goto('/en/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer');
  await waitForApp(page);
  // A guest's favourite opens the login modal.
  await expectModalFocus(
    page,
    page.getByRole('button', { name: en['favorites.toggle'] }),
    en['loginModal.title'],
  );
  // On a phone the country button sits in the menu.
  if (isPhone(page))
    await page.getByRole('button', { name: en['header.menu'], exact: true }).click();
  await expectModalFocus(
    page,
    page.getByRole('button', { name: new RegExp(en['country.button.label']) }),
    en['country.prompt.title'],
  );
});

test('the address modal and the delete confirmation keep and return focus', async ({ page }) => {
  await page.goto('/en/auth/login?returnTo=%2Fen%2Fdashboard%2Fprofile');
  await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard\/profile$/);
  await expectModalFocus(
    page,
    page.getByRole('button', { name: en['addresses.add'] }),
    en['addressModal.add'],
  );
  await expectModalFocus(
    page,
    page.getByRole('button', { name: en['addresses.delete'], exact: true }).first(),
    en['addresses.delete.title'],
  );
});

test('logging in half-way through checkout leaves the focus on the page, not at its start', async ({
  page,
}) => {
  await seedCart(page);
  await page.goto('/en/dashboard/checkout');
  await waitForApp(page);
  await page.getByRole('button', { name: en['checkout.who.login'], exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.getByLabel(en['login.email']).fill('anna@example.nl');
  await page.getByLabel(en['login.password'], { exact: true }).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The "Log in" that opened the dialog is gone with the guest's choices.
  await expect(
    page.getByRole('button', { name: en['checkout.who.login'], exact: true }),
  ).toHaveCount(0);
  await expect.poll(() => focusedHeading(page)).toBe(en['page.checkout.title']);
});
