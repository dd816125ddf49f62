import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app runs on the page: `<html data-app>` is set in React's first commit
 * (src/main.tsx), when a prerendered page has been hydrated or any other page rendered; from
 * then on the page's effects and listeners run.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
}
