/**
 * The header's settings used on a prerendered page before the app is there hold once it is: on a
 * slow phone (slow-phone.ts), at 0, 150 and 400 ms after the first contentful paint, by keyboard
 * and by touch, the language chosen opens the page in that language, and "business" shows the
 * prices excl. VAT (and a quantity stepped before it is kept). On a phone they are in the menu, which opens before the app too. The app's
 * entry is held back until the shopper is done, so every step is taken before it.
 * "Touch" is a tap on the phone (hasTouch); on the desktop, a click.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { en, nl } from './support/messages';
import {
  DELAYS_MS,
  holdApp,
  MODES,
  openAndWait,
  press,
  waitForSlowApp as waitForApp,
  type Mode,
} from './support/slow-phone';

const PRODUCT = '/nl/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer';

test.describe.configure({ timeout: 90_000 });
test.use({ trace: 'off' });

const phone = () => Boolean(test.info().project.use.isMobile);

/** Where the header's settings are: the bar, or on a phone the menu, opened as the shopper would. */
async function settings(page: Page, mode: Mode): Promise<Locator> {
  if (!phone()) return page.getByRole('banner');
  const menuButton = page.getByRole('button', { name: nl['header.menu'], exact: true });
  await press(page, mode, menuButton);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: nl['header.menu.label'] });
  await expect(menu).toBeVisible();
  return menu;
}

const appThere = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-app'));

for (const delay of DELAYS_MS)
  for (const mode of MODES) {
    test(`${delay} ms after the first paint, by ${mode}: the language chosen opens the page in it`, async ({
      page,
    }) => {
      const release = await holdApp(page, PRODUCT);
      await openAndWait(page, PRODUCT, delay);
      const language = (await settings(page, mode))
        .getByRole('combobox', { name: nl['header.language'] })
        .filter({ visible: true });
      if (mode === 'keyboard') {
        // English follows Nederlands.
        await language.focus();
        await page.keyboard.press('ArrowDown');
      } else {
        await press(page, mode, language);
        await language.selectOption('en');
      }
      await expect(language).toHaveValue('en');
      expect(await appThere(page)).toBe(false);

      release();
      await waitForApp(page);
      await expect(page).toHaveURL(PRODUCT.replace('/nl/', '/en/'));
      await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
      await expect(
        page.getByRole('main').getByRole('button', { name: en['cart.add.button'], exact: true }),
      ).toBeVisible();
    });

    test(`${delay} ms after the first paint, by ${mode}: "business" shows prices excl. VAT, the quantity kept`, async ({
      page,
    }) => {
      const release = await holdApp(page, PRODUCT);
      await openAndWait(page, PRODUCT, delay);
      // The quantity first: the new prices must not set it back.
      const more = page.getByRole('button', { name: nl['detail.quantity.increase'], exact: true });
      await press(page, mode, more);
      await press(page, mode, more);
      const quantity = page.getByRole('textbox', { name: nl['detail.quantity.label'] });
      await expect(quantity).toHaveValue('3');
      const header = await settings(page, mode);
      const personal = header.getByRole('radio', { name: nl['accountType.personal'] });
      const business = header.getByRole('radio', { name: nl['accountType.business'] });
      const look = (radio: Locator) =>
        radio.evaluate((input) => getComputedStyle(input.closest('label')!).backgroundColor);
      const unchosenLook = await look(business);
      if (mode === 'keyboard') {
        await personal.focus();
        await page.keyboard.press('ArrowRight');
      } else await press(page, mode, business);
      await expect(business).toBeChecked();
      // It looks chosen at once: the option is drawn from its radio, not from the app's state.
      expect(await look(business)).not.toBe(unchosenLook);
      expect(await look(personal)).toBe(unchosenLook);
      expect(await appThere(page)).toBe(false);

      release();
      await waitForApp(page);
      const main = page.getByRole('main');
      await expect(main.getByText(nl['price.exclVat']).first()).toBeVisible();
      await expect(main.getByText(nl['price.inclVat'], { exact: true })).toHaveCount(0);
      await expect(quantity).toHaveValue('3');
    });
  }
