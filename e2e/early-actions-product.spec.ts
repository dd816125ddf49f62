/**
 * What a shopper does on a product page before the app is there holds once it is: on a slow phone
 * (slow-phone.ts), at 0, 150 and 400 ms after the first contentful paint, by keyboard and by touch,
 * a pack chosen, a quantity set and "add to cart" pressed put that many of that pack in the cart;
 * the rendered pack's price is not shown beside another pack chosen meanwhile.
 * The app's entry is held back until the shopper is done, so every step is taken before it.
 * "Touch" is a tap on the phone (hasTouch); on the desktop, a click.
 */
import { expect, test, type Page } from '@playwright/test';
import { nl } from './support/messages';
import {
  DELAYS_MS,
  holdApp,
  openAndWait,
  press,
  waitForSlowApp as waitForApp,
} from './support/slow-phone';

const PRODUCT = '/nl/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer';

test.describe.configure({ timeout: 90_000 });
test.use({ trace: 'off' });

const pieces = (count: number) => `${count} stuks`;

for (const delay of DELAYS_MS) {
  test(`${delay} ms after the first paint, by keyboard: a pack, a quantity typed and Enter on "add to cart" put them in the cart`, async ({
    page,
  }) => {
    const release = await holdApp(page, PRODUCT);
    await openAndWait(page, PRODUCT, delay);
    const main = page.getByRole('main');
    // The pack of 10, one arrow on from the pack of 5 chosen on the page.
    await main.getByRole('radio', { name: new RegExp(`^${pieces(5)}`) }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('radio', { name: new RegExp(`^${pieces(10)}`) })).toBeChecked();
    await expectPriceOfTen(page, 'hidden');
    const quantity = main.getByRole('textbox', { name: nl['detail.quantity.label'] });
    await quantity.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await main.getByRole('button', { name: nl['cart.add.button'], exact: true }).first().focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(
      false,
    );

    release();
    await waitForApp(page);
    await expectPriceOfTen(page, 'shown');
    await expectInCart(page, 3, 10);
  });

  test(`${delay} ms after the first paint, by touch: a pack, two taps on "one more" and "add to cart" put them in the cart`, async ({
    page,
  }) => {
    const release = await holdApp(page, PRODUCT);
    await openAndWait(page, PRODUCT, delay);
    const main = page.getByRole('main');
    await press(page, 'touch', main.getByText(pieces(10), { exact: true }).first());
    await expect(main.getByRole('radio', { name: new RegExp(`^${pieces(10)}`) })).toBeChecked();
    await expectPriceOfTen(page, 'hidden');
    const more = main.getByRole('button', { name: nl['detail.quantity.increase'] });
    await press(page, 'touch', more);
    await press(page, 'touch', more);
    // The field shows it at once.
    await expect(main.getByRole('textbox', { name: nl['detail.quantity.label'] })).toHaveValue('3');
    await press(
      page,
      'touch',
      main.getByRole('button', { name: nl['cart.add.button'], exact: true }).first(),
    );
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(
      false,
    );

    release();
    await waitForApp(page);
    await expectPriceOfTen(page, 'shown');
    await expectInCart(page, 3, 10);
  });
}

/**
 * The price box with the pack of 10 chosen: before the app its price and delivery (the rendered
 * pack of 5's) are hidden, not shown beside the wrong pack; with the app, the pack of 10's price.
 */
async function expectPriceOfTen(page: Page, state: 'hidden' | 'shown') {
  const main = page.getByRole('main');
  // The price paid (a price before a sale is struck through, in a `del` of its own).
  const amount = main
    .getByRole('group', { name: nl['detail.price.label'] })
    .locator('p > [data-cents]')
    .first();
  if (state === 'hidden') return expect(amount).toBeHidden();
  const ten = main.getByRole('radio', { name: new RegExp(`^${pieces(10)}`) });
  const cents = await ten.locator('xpath=..').locator('[data-cents]').getAttribute('data-cents');
  await expect(amount).toBeVisible();
  await expect(amount).toHaveAttribute('data-cents', cents!);
}

/** The header counts `count` articles, and the cart holds them as packs of `pack`. */
async function expectInCart(page: Page, count: number, pack: number) {
  const cart = nl['header.cart.label'].split(',')[0]!;
  await expect(
    page.getByRole('banner').getByRole('link', { name: `${cart}, ${count} artikelen` }),
  ).toBeVisible({ timeout: 20_000 });
  await page.goto('/nl/dashboard/cart');
  await expect(page.getByRole('main')).toContainText(`${pieces(pack)} per verpakking`);
}
