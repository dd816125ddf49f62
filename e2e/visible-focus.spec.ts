/**
 * Visible focus (WCAG 2.4.7 / 2.4.11): every control reached with Tab in the
 * header, on home and on a product page shows a focus indicator (an outline of at least 2 px or a
 * box-shadow ring), so a keyboard user always sees where they are.
 */
import { expect, test } from '@playwright/test';
import { tabThrough } from './support/a11y-focus';

for (const [name, path, presses] of [
  ['the header and home', '/en', 40],
  ['a product page', '/en/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer', 60],
] as const) {
  test(`every focused control on ${name} shows a focus indicator`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const stops = await tabThrough(page, presses);
    // The walk must really reach controls (not only the page body).
    expect(stops.filter((stop) => stop.element !== 'body').length).toBeGreaterThan(10);
    expect(stops.filter((stop) => !stop.visible).map((stop) => stop.element)).toEqual([]);
  });
}

/**
 * A ring is only seen whole when no ancestor clips it: on the results page each card's list item
 * has content-visibility: auto, whose paint containment clips everything outside the item.
 */
for (const [name, path] of [
  ['home', '/en'],
  ['a results page', '/en/results/nilfisk'],
] as const) {
  test(`a product card's focus ring on ${name} is drawn whole, not clipped`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const link = page.locator('main article h3 a').first();
    // Reached with the keyboard, so :focus-visible applies.
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const clipped = await link.evaluate((element) => {
      const card = element.closest('article')!;
      const style = getComputedStyle(card);
      const width = Number.parseFloat(style.outlineWidth);
      if (style.outlineStyle === 'none' || width < 2) return ['no ring on the card'];
      const reach = Number.parseFloat(style.outlineOffset) + width;
      const box = card.getBoundingClientRect();
      const ring = {
        left: box.left - reach,
        top: box.top - reach,
        right: box.right + reach,
        bottom: box.bottom + reach,
      };
      const found: string[] = [];
      for (let up = card.parentElement; up && up !== document.body; up = up.parentElement) {
        const upStyle = getComputedStyle(up);
        const clips =
          upStyle.contentVisibility === 'auto' ||
          /paint|strict|content/.test(upStyle.contain) ||
          upStyle.overflowX !== 'visible' ||
          upStyle.overflowY !== 'visible';
        if (!clips) continue;
        const edge = up.getBoundingClientRect();
        const inside =
          ring.left >= edge.left - 0.5 &&
          ring.top >= edge.top - 0.5 &&
          ring.right <= edge.right + 0.5 &&
          ring.bottom <= edge.bottom + 0.5;
        if (!inside) found.push(`${up.tagName.toLowerCase()}.${up.className} clips the ring`);
      }
      return found;
    });
    expect(clipped).toEqual([]);
  });
}
