/**
 * Faults for one page, through the demo API's per-request header `x-demo-fault` (never the
 * server-wide `/__demo/faults` rules: tests running in parallel would take each other's faults).
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test';

export const faultKinds = ['500', 'timeout', 'malformed'] as const;
export type Fault = (typeof faultKinds)[number];

export interface FaultOptions {
  /** Only requests this accepts get the fault (e.g. one method, or one request body). */
  when?: (request: Request) => boolean;
  /** How many matching requests fail; all of them when left out. */
  times?: number;
}

/** Makes matching requests of this page fail with `fault`; answers how many did. */
export async function injectFault(
  page: Page,
  url: string | RegExp,
  fault: Fault,
  { when = () => true, times = Number.POSITIVE_INFINITY }: FaultOptions = {},
): Promise<{ count: () => number; stop: () => void }> {
  let failed = 0;
  let stopped = false;
  await page.route(url, async (route) => {
    const request = route.request();
    if (stopped || failed >= times || !when(request)) return route.fallback();
    failed++;
    await route.fallback({ headers: { ...request.headers(), 'x-demo-fault': fault } });
  });
  return {
    count: () => failed,
    stop: () => {
      stopped = true;
    },
  };
}

/**
 * The demo API's time-out holds an answer for 20 s; the shop gives up after its own request
 * timeout (15 s). Rather than wait, the test moves the page's clock (installed with
 * `page.clock.install()` before the page loads) past that timeout until `target` shows; the
 * shop's timers, `AbortSignal.timeout` included, follow the clock.
 */
export async function outwait(page: Page, target: Locator, timeout = 45_000): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(16_000);
    await expect(target).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout, intervals: [250] });
}

/** Whether a fault is a time-out: those tests install the clock first and then use `outwait`. */
export const isTimeout = (fault: Fault) => fault === 'timeout';
