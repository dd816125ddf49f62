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
