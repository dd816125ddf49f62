import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would: fails when it
 * is not reached within `max` presses (it is then out of the tab order, or behind a trap).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Not reached with ${max} × Tab: ${target.toString()} (focus is on ${focused})`);
}

/** Tabs to a field and types into it with the keyboard (no fill(): a keyboard user types). */
export async function tabAndType(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}
