/**
 * A page's load in Chromium itself on a slow phone: the network throttled to Lighthouse's mobile
 * profile (1.6 Mbit/s down, 150 ms round trip), the CPU slowed down 4x, the cache off. Where
 * Lighthouse simulates, this measures what the browser does (its request priorities included):
 * the first contentful paint, the largest one, and when the app has taken the page over
 * (`<html data-app>`, set at React's first commit). Median of `runs`.
 */
import { chromium } from '@playwright/test';
import { chromiumFlags, systemChromium } from '../lib/project';
import { throttleToSlowPhone } from './slow-phone-profile';

export interface SlowPhoneFigures {
  path: string;
  fcpMs: number;
  lcpMs: number;
  appMs: number;
}

const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function measureSlowPhone(
  origin: string,
  paths: string[],
  runs = 3,
): Promise<SlowPhoneFigures[]> {
  const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumFlags });
  const figures: SlowPhoneFigures[] = [];
  try {
    for (const urlPath of paths) {
      const measured: Omit<SlowPhoneFigures, 'path'>[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await throttleToSlowPhone(cdp);
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await page.addInitScript(() => {
          const marks = { lcp: Number.NaN, app: Number.NaN };
          Object.assign(window, { __marks: marks });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) marks.lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          document.addEventListener('DOMContentLoaded', () => {
            const html = document.documentElement;
            new MutationObserver(() => {
              if (html.hasAttribute('data-app') && Number.isNaN(marks.app))
                marks.app = performance.now();
            }).observe(html, { attributes: true, attributeFilter: ['data-app'] });
          });
        });
        await page.goto(new URL(urlPath, origin).href);
        await page.waitForSelector('html[data-app]', { state: 'attached', timeout: 30_000 });
        await page.waitForTimeout(300);
        measured.push(
          await page.evaluate(() => {
            const { lcp, app } = (window as unknown as { __marks: { lcp: number; app: number } })
              .__marks;
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
            return { fcpMs: fcp ?? Number.NaN, lcpMs: lcp, appMs: app };
          }),
        );
        await context.close();
      }
      figures.push({
        path: urlPath,
        fcpMs: median(measured.map((m) => m.fcpMs)),
        lcpMs: median(measured.map((m) => m.lcpMs)),
        appMs: median(measured.map((m) => m.appMs)),
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}
