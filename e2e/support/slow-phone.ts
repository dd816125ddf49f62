import { expect, test, type Locator, type Page } from '@playwright/test';
import { throttleToSlowPhone } from '../../scripts/perf/slow-phone-profile';

/** The slow phone of the performance measurement (scripts/perf/slow-phone-profile.ts), for one page. */
export async function slowPhone(page: Page): Promise<void> {
  await throttleToSlowPhone(await page.context().newCDPSession(page));
}

/**
 * Opens `path` on the slow phone and returns `delay` ms after its first contentful paint, noting
 * in the report whether the app had taken the page over by then.
 */
export async function openAndWait(page: Page, path: string, delay: number): Promise<void> {
  await slowPhone(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) resolve(true);
        }).observe({ type: 'paint', buffered: true });
      }),
    undefined,
    { timeout: 30_000 },
  );
  if (delay > 0) await page.waitForTimeout(delay);
  const appThere = await page.evaluate(() => document.documentElement.hasAttribute('data-app'));
  test.info().annotations.push({ type: 'app at action', description: String(appThere) });
}

/** Waits, with the slow phone's patience, until the app runs on the page (app-ready.ts). */
export async function waitForSlowApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', '', { timeout: 45_000 });
}

/**
 * Holds the app's entry script back (its request waits) until the returned function is called:
 * what the test does meanwhile is done before the app is there, however long its steps take.
 */
export async function holdApp(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const entry = /<meta name="app-entry" content="([^"]+)"/.exec(html)?.[1];
  expect(entry, 'the page names its app entry').toBeDefined();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** When the shopper acts: this long after the first contentful paint (openAndWait). */
export const DELAYS_MS = [0, 150, 400];

/** How the shopper acts: the keyboard, or touch (a tap on the phone; on the desktop, a click). */
export const MODES = ['keyboard', 'touch'] as const;
export type Mode = (typeof MODES)[number];

/** A press of a control: `key` (Enter unless told) on it, or a tap (a click without touch). */
export async function press(page: Page, mode: Mode, target: Locator, key = 'Enter') {
  if (mode === 'keyboard') {
    await target.focus();
    await page.keyboard.press(key);
  } else if (test.info().project.use.hasTouch) await target.tap();
  else await target.click();
}
