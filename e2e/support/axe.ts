import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The accessibility bar of docs/accessibility.md: no axe violation of WCAG 2.0/2.1/2.2 A and AA, nor of axe's
 * best practices (landmarks, heading order, one main, content inside regions…): those are not
 * WCAG failures, but each one makes a screen reader's page less predictable to move through.
 * The one list of rules: e2e/support/a11y-scan.ts scans with it too.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Fails with every violation of AXE_TAGS on the page as it is now. Legacy mode runs axe in the
 * page itself: the default mode opens a blank page to finish every scan (about 4 s against under
 * 1 s here) only to cover cross-origin frames, which the shop has not.
 */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
