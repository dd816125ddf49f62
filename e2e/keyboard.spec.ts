/**
 * A keyboard-only journey (WCAG 2.1.1): from the header search on home to
 * order complete as a guest, paying at the demo bank. Only page.keyboard is used: Tab and
 * Shift+Tab to move, typing into the focused field, Enter and Space to act, arrows in lists.
 */
import { expect, test } from '@playwright/test';
import { tabAndType, tabTo } from './support/a11y-keyboard';
import { scanRoute } from './support/a11y-scan';
import { uniqueEmail } from './support/account';
import { en } from './support/messages';
import { waitForApp } from './support/app-ready';

test('a guest finds, buys and pays for a product with the keyboard only', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/en');
  // The journey is about the app's keyboard handling, so it starts once the client runs home.
  await waitForApp(page);

  await test.step('search from the header and pick a suggestion', async () => {
    // A plain field first; the autocomplete combobox takes its place on focus.
    await tabTo(page, page.getByRole('search').locator('input'));
    await expect(page.getByRole('combobox', { name: en['search.label'] })).toBeFocused();
    await page.keyboard.type('attix 30');
    const option = page.getByRole('option', { name: /Attix 30/i }).first();
    await expect(option).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/results\//);
  });

  await test.step('open a product from the results', async () => {
    const product = page.getByRole('main').getByRole('link', { name: /synthetic dust bags/i });
    await tabTo(page, product.first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/detail\//);
  });

  await test.step('add it to the cart and go to the cart', async () => {
    await tabTo(page, page.getByRole('button', { name: en['cart.add.button'] }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: en['cart.add.title'] });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('link', { name: en['cart.add.toBasket'] }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/dashboard\/cart$/);
  });

  await test.step('check out as a guest', async () => {
    await tabTo(
      page,
      page
        .getByRole('main')
        .getByRole('link', { name: /checkout|order/i })
        .first(),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/dashboard\/checkout$/);
    await tabTo(page, page.getByRole('link', { name: en['checkout.who.guest'] }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/order-anonymous$/);
  });

  await test.step('fill in the guest form', async () => {
    await tabAndType(page, page.getByLabel(en['orderAnonymous.email']), uniqueEmail('keyboard'));
    await tabAndType(
      page,
      page.getByLabel(en['addresses.form.name'], { exact: true }),
      'Kees Board',
    );
    await tabAndType(page, page.getByLabel(en['addresses.form.telephone']), '+31 6 1234 5678');
    await tabAndType(page, page.getByLabel(en['addresses.form.address']), 'Dorpsstraat 1');
    await tabAndType(page, page.getByLabel(en['addresses.form.postalcode']), '1234 AB');
    await tabAndType(page, page.getByLabel(en['addresses.form.city']), 'Utrecht');
    const country = page.getByLabel(en['addresses.form.country']);
    await tabTo(page, country);
    // A closed native select picks the option whose text starts with what is typed.
    await page.keyboard.type('Netherlands');
    await expect(country).toHaveValue('NL');
  });

  await test.step('order, and pay at the demo bank', async () => {
    await tabTo(page, page.getByRole('button', { name: en['checkout.submit.pay'] }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/__demo\/bank\?order=/);
    await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
    await page.keyboard.press('Space');
  });

  await expect(page).toHaveURL(/\/en\/order-complete\?order=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['page.orderComplete.title']);
  // Order complete for a placed order (the axe matrix sees the page without one).
  await expect(page.getByText(new URL(page.url()).searchParams.get('order')!)).toBeVisible();
  expect(await scanRoute(page, 'order-complete after an order')).toEqual([]);
});
