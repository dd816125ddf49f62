import { expect, type Page } from '@playwright/test';

/**
 * Waits until the client has taken over a prerendered page: the mark on <html> goes in React's
 * first commit (src/app/app.tsx), so from then on the page is the app's, with its effects and
 * listeners running. On a page that was not prerendered it returns at once.
 */
export async function waitForTakeover(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered', /.*/);
}
