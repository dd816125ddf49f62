import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { isPhone, submitLogin } from './support/account';
import { expectNoViolations } from './support/axe';
import { seedCart } from './support/cart';
import { en, fr } from './support/messages';

/**
 * Choosing an item of the account menu closes it: on a desktop the header's dropdown (which
 * outlives the page and once stayed open over the orders search form), on a phone the menu.
 */
test('choosing Orders in the account menu closes it and leaves the search form free', async ({
  page,
}) => {
  await page.goto('/en/auth/login?returnTo=%2Fen%2Fshippingcosts');
  await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/en\/shippingcosts$/);

  const orders = page.getByRole('link', { name: en['menu.orders'], exact: true });
  if (isPhone(page)) {
    await page.getByRole('button', { name: en['header.menu'], exact: true }).click();
  } else {
    await page.getByText(en['menu.account'], { exact: true }).click();
  }
  await expect(orders).toBeVisible();
  await orders.click();

  await expect(page).toHaveURL(/\/en\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(orders).toBeHidden();
  // Nothing covers the form: a real click (which checks what is on top) reaches its field.
  const query = page
    .getByRole('search', { name: en['orders.search.title'] })
    .getByLabel(en['orders.search.query']);
  await query.click();
  await expect(query).toBeFocused();
});

test.describe('the header dropdown (a wide screen in both projects)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('Escape closes it and gives focus back to its summary', async ({ page }) => {
    await page.goto('/en/auth/login?returnTo=%2Fen%2Fshippingcosts');
    await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/shippingcosts$/);
    const summary = page.getByText(en['menu.account'], { exact: true });
    await summary.focus();
    await page.keyboard.press('Enter');
    const favourites = page.getByRole('link', { name: en['menu.favorites'], exact: true });
    await expect(favourites).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: en['menu.orders'], exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(favourites).toBeHidden();
    await expect(summary).toBeFocused();
  });
});

/**
 * The open account menu in French, the language with the longest items: every control keeps
 * 24 × 24 px of its own (axe target-size), and the cart link's name holds its visible text with
 * a count in the cart (label-content-name-mismatch).
 */
test('axe: the French account menu, open, with a count on the cart link', async ({ page }) => {
  await seedCart(page);
  await page.goto('/fr/auth/login?returnTo=%2Ffr%2Fshippingcosts');
  await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD, 'fr');
  await expect(page).toHaveURL(/\/fr\/shippingcosts$/);
  await page.waitForLoadState('networkidle');
  if (isPhone(page)) {
    await page.getByRole('button', { name: fr['header.menu'], exact: true }).click();
  } else {
    await page.getByText(fr['menu.account'], { exact: true }).click();
  }
  await expect(page.getByRole('link', { name: fr['menu.orders'], exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Panier, 3 articles$/ })).toBeVisible();
  await expectNoViolations(page);
});
