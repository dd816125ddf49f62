import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { infoPages } from '../src/shared/config/paths';
import { waitForApp } from './support/app-ready';

const languages = ['nl', 'en', 'de', 'fr'] as const;
/** The public routes of the shop's shell: home, the information pages and the 404 page. */
const routes = ['', ...infoPages, 'no-such-page'];

for (const lang of languages) {
  for (const route of routes) {
    test(`axe: /${lang}/${route}`, async ({ page }) => {
      await page.goto(`/${lang}${route ? `/${route}` : ''}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
    });
  }
}

test('axe: the country prompt and the phone menu', async ({ page }) => {
  await page.goto('/en');
  await waitForApp(page);
  const phone = page.viewportSize()!.width < 1024;
  // On a phone the country button sits in the menu.
  if (phone) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: /Deliver to/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // The phone menu, open (it still is after the dialog closed).
  if (phone) await expectNoViolations(page);
});
