/**
 * Target size (WCAG 2.2 SC 2.5.8 AA): every visible control on home, a results
 * page, a product page, the cart and checkout is at least 24 × 24 CSS px, or falls under one of
 * the exceptions listed in e2e/support/a11y-targets.ts. Runs on the phone and desktop projects.
 */
import { expect, test } from '@playwright/test';
import { smallTargets } from './support/a11y-targets';
import { en } from './support/messages';

const DETAIL = '/en/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer';

test('every control is at least 24 × 24 px', async ({ page }) => {
  const offenders: string[] = [];
  const measure = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    offenders.push(...(await smallTargets(page)).map((line) => `${path}: ${line}`));
  };
  await measure('/en');
  await measure('/en/results/nilfisk');
  await measure(DETAIL);
  // The cart and checkout with a product in the cart.
  await page.getByRole('button', { name: en['cart.add.button'] }).click();
  await page.getByRole('dialog').getByRole('button', { name: en['cart.add.continue'] }).click();
  await measure('/en/dashboard/cart');
  await measure('/en/dashboard/checkout');
  await measure('/en/order-anonymous');
  expect(offenders).toEqual([]);
});

test('the measurement finds small controls and applies only the listed exceptions', async ({
  page,
}) => {
  await page.setContent(`
    <button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button>
    <p>Read the <a href="#terms">terms</a> first.</p>
    <div style="margin-top:80px"><button style="width:20px;height:20px;padding:0">lonely</button></div>
    <label style="display:inline-block;height:40px;margin-top:40px"><input type="checkbox"> Keep me logged in</label>
  `);
  // The two touching 16 px buttons fail; the inline link, the well-spaced 20 px button and the
  // 16 px checkbox in its 40 px label pass.
  expect(await smallTargets(page)).toEqual(['button "a" 16×16', 'button "b" 16×16']);
});
