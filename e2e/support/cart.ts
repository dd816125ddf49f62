import type { Page } from '@playwright/test';
import { waitForApp } from './app-ready';
import { messages, type Language } from './messages';

export const NILFISK_10 = 'p-nilfisk-attix-30-synthetic-dust-bags-5-layer-10';
export const KARCHER_5 = 'p-karcher-wd-2-synthetic-dust-bags-5-layer-5';
/** The cart `seedCart` stores, as `storedCart` reads it back. */
export const SEEDED_CART = [`${NILFISK_10}×2`, `${KARCHER_5}×1`];

/**
 * Puts two lines in this tab's session storage, as a reload after shopping would find them; from
 * a same-origin page without the shop (it would write its own empty cart over this one).
 */
export async function seedCart(page: Page): Promise<void> {
  await page.goto('/__demo/health');
  await page.evaluate(
    ([first, second]) => {
      const dateAdded = new Date().toISOString();
      const items = [
        { productId: first, amount: 2, dateAdded },
        { productId: second, amount: 1, dateAdded },
      ];
      sessionStorage.setItem('shop-cart', JSON.stringify({ state: { items }, version: 2 }));
    },
    [NILFISK_10, KARCHER_5],
  );
}

/** The cart lines as this tab stores them: `productId×amount`. */
export const storedCart = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('shop-cart') ?? 'null') as {
      state?: { items?: { productId: string; amount: number }[] };
    } | null;
    return (stored?.state?.items ?? []).map((item) => `${item.productId}×${item.amount}`);
  });

/** A product the journeys buy: Nilfisk Attix 30 bags (in stock, every country delivers it). */
export const NILFISK_FAMILY = 'nilfisk/attix-30/synthetic-dust-bags-5-layer';

/** Adds a product's preselected packaging from its page, as a shopper does, in that language. */
export async function addFromProductPage(
  page: Page,
  lang: Language,
  slug: string = NILFISK_FAMILY,
): Promise<void> {
  const t = messages[lang];
  await page.goto(`/${lang}/detail/${slug}`);
  await waitForApp(page);
  await page.getByRole('button', { name: t['cart.add.button'] }).click();
  await page
    .getByRole('dialog', { name: t['cart.add.title'] })
    .getByRole('button', { name: t['cart.add.continue'] })
    .click();
}
