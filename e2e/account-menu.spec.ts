import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { isPhone, submitLogin } from './support/account';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS } from './support/axe';
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
 * a count in the cart (label-content-name-mismatch: an experimental axe rule, so enabled by name).
 * The dropdown is checked from 1024 px, where it once left an 11 px sliver of a header link
 * beside it, up to 1366 px; a phone opens its menu instead.
 */
test('axe: the French account menu, open, with a count on the cart link', async ({ page }) => {
  test.setTimeout(120_000);
  await seedCart(page);
  await page.goto('/fr/auth/login?returnTo=%2Ffr%2Fshippingcosts');
  await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD, 'fr');
  await expect(page).toHaveURL(/\/fr\/shippingcosts$/);
  await page.waitForLoadState('networkidle');
  const orders = page.getByRole('link', { name: fr['menu.orders'], exact: true });
  const scan = async (where: string) => {
    await expect(orders).toBeVisible();
    await expect(page.getByRole('link', { name: /^Panier, 3 articles$/ })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .setLegacyMode()
      .analyze();
    return results.violations.map(
      (v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  };
  const findings: string[] = [];
  if (isPhone(page)) {
    await page.getByRole('button', { name: fr['header.menu'], exact: true }).click();
    findings.push(...(await scan('phone menu')));
  } else {
    for (const width of [1024, 1150, 1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByText(fr['menu.account'], { exact: true }).click();
      findings.push(...(await scan(`${width} px`)));
      await page.keyboard.press('Escape');
      await expect(orders).toBeHidden();
    }
  }
  expect(findings).toEqual([]);
});
