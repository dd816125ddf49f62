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
 * The dropdown is checked from 1024 px to 1384 px, where it once left a sliver of a header link
 * beside it (11 px of "À propos de nous"); a phone opens its menu instead.
 */
test('axe: the French account menu, open, with a count on the cart link', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/fr/auth/login?returnTo=%2Ffr%2Fshippingcosts');
  await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD, 'fr');
  await expect(page).toHaveURL(/\/fr\/shippingcosts$/);
  // A fresh load, as a shopper coming back finds the header.
  await page.goto('/fr/shippingcosts');
  await page.waitForLoadState('networkidle');
  const orders = page.getByRole('link', { name: fr['menu.orders'], exact: true });
  const scan = async (where: string) => {
    await expect(orders).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .setLegacyMode()
      .analyze();
    return results.violations.map(
      (v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  };
  const open = async () => {
    if (isPhone(page))
      await page.getByRole('button', { name: fr['header.menu'], exact: true }).click();
    else await page.getByText(fr['menu.account'], { exact: true }).click();
  };
  const findings: string[] = [];
  // Every 24 px: where a header link ends beside the dropdown depends on the width.
  if (!isPhone(page))
    for (let width = 1024; width <= 1384; width += 24) {
      await page.setViewportSize({ width, height: 800 });
      await open();
      findings.push(...(await scan(`${width} px`)));
      // target-size alone as well: within the full scan it missed the sliver (seen at 1024 px).
      const targets = await new AxeBuilder({ page })
        .withRules(['target-size'])
        .setLegacyMode()
        .analyze();
      findings.push(...targets.violations.map((v) => `${width} px: ${v.id} (alone)`));
      await page.keyboard.press('Escape');
      await expect(orders).toBeHidden();
    }
  // With products in the cart, its link shows their count.
  await seedCart(page);
  await page.goto('/fr/shippingcosts');
  await page.waitForLoadState('networkidle');
  await open();
  await expect(page.getByRole('link', { name: /^Panier, 3 articles$/ })).toBeVisible();
  findings.push(...(await scan('with a count on the cart link')));
  expect(findings).toEqual([]);
});
