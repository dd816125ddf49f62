/**
 * Long tasks during product-list interactions (docs/performance.md: none over 50 ms): on a results
 * page, in Chromium at a phone's viewport with the CPU slowed down (4x: the slowdown Lighthouse's
 * mobile profile simulates; 1x: this machine as it is), a PerformanceObserver('longtask') records every task over 50 ms while
 * the list is sorted and then extended with "load more". The page's own load is not counted.
 */
import { chromium } from '@playwright/test';
import { chromiumFlags, systemChromium } from '../lib/project';
import { nl, recordLongTasks, type InteractionFigures } from './long-tasks';

export async function measureListInteraction(
  origin: string,
  { urlPath = '/nl/results', cpuSlowdown = 4 }: { urlPath?: string; cpuSlowdown?: number } = {},
): Promise<InteractionFigures> {
  const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumFlags });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      locale: 'nl-NL',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(new URL(urlPath, origin).href, { waitUntil: 'networkidle' });
    const cards = page.locator('main article');
    await cards.first().waitFor();
    const steps: InteractionFigures['steps'] = [];

    steps.push({
      name: 'sort by price',
      longTasksMs: await recordLongTasks(page, async () => {
        await page
          .getByRole('combobox', { name: nl['results.sort.label'] })
          .selectOption({ label: nl['results.sort.price-asc'] });
        await page.waitForURL(/sort=price-asc/);
        await page.waitForLoadState('networkidle');
        await cards.first().waitFor();
      }),
    });
    const shown = await cards.count();
    steps.push({
      name: `load more (from ${shown})`,
      longTasksMs: await recordLongTasks(page, async () => {
        await page.getByRole('button', { name: nl['results.loadMore'] }).click();
        await page.waitForFunction(
          (before) => document.querySelectorAll('main article').length > before,
          shown,
        );
      }),
    });
    return {
      path: urlPath,
      cpuSlowdown,
      steps,
      maxMs: Math.max(0, ...steps.flatMap((step) => step.longTasksMs)),
    };
  } finally {
    await browser.close();
  }
}
