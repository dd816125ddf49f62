import { expect, type Page } from '@playwright/test';

/**
 * Waits until the client has taken over a prerendered page (main.tsx drops the marker on <html>
 * just before React's first render). On a page that was not prerendered it returns at once.
 */
export async function waitForTakeover(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered', /.*/);
}
