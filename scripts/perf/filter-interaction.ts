/**
 * Long tasks while filtering the product list (docs/performance.md: none over 50 ms): on
 * /nl/results (all 237 products), in Chromium with the CPU slowed down, a PerformanceObserver
 * ('longtask') records every task over 50 ms while the shopper filters. On a phone's viewport
 * the filters are in a sheet (open, tick paper, tick in stock, close); on a desktop's they are
 * the sidebar (tick bags, untick). The page's own load is not counted.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, systemChromium } from '../lib/project';
import { nl, recordLongTasks, type InteractionFigures } from './long-tasks';

const startsWith = (text: string | undefined) =>
  new RegExp(`^${(text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** After a choice: the URL says it, the answer is in and the list is no longer the old one. */
async function settled(page: Page, url: RegExp) {
  await page.waitForURL(url);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
}

export async function measureFilterInteraction(
  origin: string,
  {
    urlPath = '/nl/results',
    cpuSlowdown = 4,
    phone = true,
  }: { urlPath?: string; cpuSlowdown?: number; phone?: boolean } = {},
): Promise<InteractionFigures> {
  const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumFlags });
  try {
    const context = await browser.newContext(
      phone
        ? {
            viewport: { width: 412, height: 823 },
            isMobile: true,
            hasTouch: true,
            deviceScaleFactor: 2,
            locale: 'nl-NL',
          }
        : { viewport: { width: 1350, height: 940 }, locale: 'nl-NL' },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(new URL(urlPath, origin).href, { waitUntil: 'networkidle' });
    await page.locator('main article').first().waitFor();
    const steps: InteractionFigures['steps'] = [];
    const step = async (name: string, act: () => Promise<void>) =>
      steps.push({ name, longTasksMs: await recordLongTasks(page, act) });

    if (phone) {
      const sheet = page.getByRole('dialog');
      await step('open the filters', async () => {
        await page.getByRole('button', { name: startsWith(nl['filters.title']) }).click();
        await sheet.waitFor();
      });
      await step('tick paper', async () => {
        await sheet
          .getByRole('checkbox', { name: startsWith(nl['filters.material.paper']) })
          .click();
        await settled(page, /material=paper/);
      });
      await step('tick in stock', async () => {
        await sheet.getByRole('checkbox', { name: startsWith(nl['filters.only.inStock']) }).click();
        await settled(page, /stock=1/);
      });
      await step('close the filters', async () => {
        await sheet.getByRole('button', { name: /tonen$/ }).click();
        await sheet.waitFor({ state: 'hidden' });
      });
    } else {
      const sidebar = page.getByRole('region', { name: nl['filters.title'] });
      const bags = sidebar.getByRole('checkbox', { name: startsWith(nl['filters.type.bag']) });
      await step('tick bags', async () => {
        await bags.click();
        await settled(page, /type=bag/);
      });
      await step('untick bags', async () => {
        await bags.click();
        await settled(page, /\/results$/);
      });
    }
    return {
      path: `${urlPath} (filters, ${phone ? 'phone' : 'desktop'})`,
      cpuSlowdown,
      steps,
      maxMs: Math.max(0, ...steps.flatMap((s) => s.longTasksMs)),
    };
  } finally {
    await browser.close();
  }
}
