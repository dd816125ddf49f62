/**
 * Every page stands in the shop's page container: its heading keeps a margin from both edges of
 * the screen, on a phone and a desktop (the order lookup page's stood against the left edge).
 */
import { expect, test } from '@playwright/test';
import { infoPages } from '../src/shared/config/paths';
import { NILFISK_FAMILY } from './support/cart';

const ROUTES = [
  '',
  ...infoPages,
  'results/nilfisk',
  `detail/${NILFISK_FAMILY}`,
  'dashboard/cart',
  'order-lookup',
  'auth/login',
  'auth/register-personal',
  'auth/password-forgot',
  'no-such-page',
];

/** The least room between a page's heading and the edge of the screen, px. */
const MARGIN = 12;

test('every page keeps its heading clear of the screen edges', async ({ page }) => {
  test.setTimeout(90_000);
  const findings: string[] = [];
  for (const route of ROUTES) {
    await page.goto(`/en/${route}`);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    const box = await heading.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    if (!box) continue;
    if (box.x < MARGIN || box.x + box.width > width - MARGIN)
      findings.push(
        `/en/${route}: heading from ${Math.round(box.x)} to ${Math.round(box.x + box.width)} px of ${width}`,
      );
  }
  expect(findings).toEqual([]);
});
