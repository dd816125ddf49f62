/**
 * A prerendered page does not move when the app takes it over: on a phone and a desktop, the
 * layout shifts from the first paint until the app has rendered stay under Lighthouse's good
 * threshold (0.1) and our budget (0.01, docs/performance.md). What once moved a results page: the
 * sort's submit (shown before the app only) on a second line, and the machine's save button,
 * which the app added above the list.
 */
import { expect, test } from '@playwright/test';
import { waitForApp } from './support/app-ready';

const PAGES = ['/nl', '/nl/results/nilfisk', '/nl/results/nilfisk/attix-30'];

for (const path of PAGES)
  test(`${path} does not move when the app takes it over`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      // Every shift counts: nothing is pressed here, and Chromium's touch emulation marks
      // shifts on the phone as if after an input (hadRecentInput).
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await waitForApp(page);
    // The app's first answers (prices refreshed, the save button's owner known) render too.
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
