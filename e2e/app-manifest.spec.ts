/**
 * The web app manifest as Chromium reads it from a served page: found through index.html's link,
 * parsed without errors or warnings under the shop's Content-Security-Policy, and every icon it
 * names served as what it says it is.
 */
import { expect, test } from '@playwright/test';

// Page.getAppManifest is a Chromium DevTools call: every project of this suite is Chromium.
test('Chromium reads the manifest of a prerendered page and loads its icons', async ({ page }) => {
  await page.goto('/de');
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string }[];
    data?: string;
  };
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as {
    start_url: string;
    icons: { src: string; type: string }[];
  };
  expect(manifest.start_url).toBe('/');
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toContain(icon.type);
  }
});
