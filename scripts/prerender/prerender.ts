/**
 * Prerenders home and the static info pages of every language into the build (dist/nl/index.html,
 * dist/nl/privacy/index.html, …), so a crawler without JavaScript reads the real page and a phone
 * paints it before any script has run.
 *
 * How: the fresh build is served with the demo API on an ephemeral port, each page is loaded in
 * headless Chromium as a first-time anonymous visitor, and once it has settled its DOM is saved,
 * minus what belongs to one visit (see snapshot.ts). The client takes the page over without
 * hydration (src/main.tsx): it renders once its route is ready and replaces the DOM in one commit.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startDemoServer } from '../../demo-api/server';
import { parseSiteUrl } from '../../src/shared/config/site';
import { chromiumFlags, systemChromium } from '../lib/project';
import { prerenderedFile, prerenderedPaths } from './pages';
import { neutralise, PRERENDERED_HEAD_ATTRIBUTE, publicHtml } from './snapshot';

export interface PrerenderOptions {
  distDir: string;
  /** The public origin the pages are served from (VITE_SITE_URL). */
  siteUrl: string;
  paths?: string[];
  /** Pages loaded side by side. */
  concurrency?: number;
}

/** The modulepreload links Vite wrote into dist/index.html. */
async function entryPreloads(distDir: string): Promise<string[]> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].flatMap(
    ([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? [],
  );
}

async function snapshot(
  browser: Browser,
  origin: string,
  urlPath: string,
  preloads: string[],
): Promise<string> {
  // A fresh context per page: no cookie, no storage, no country chosen: the neutral visitor.
  const context = await browser.newContext({
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(new URL(urlPath, origin).href, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${urlPath} answered ${response?.status() ?? 'nothing'}`);
    await page.locator('main h1').first().waitFor({ state: 'visible' });
    // Let the last answers render: fonts, then two frames.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    if (errors.length > 0) throw new Error(`${urlPath} threw: ${errors.join('; ')}`);
    const failed = await page.locator('[data-testid="toast"][role="alert"]').allTextContents();
    if (failed.length > 0) throw new Error(`${urlPath} showed an error: ${failed.join('; ')}`);
    if (new URL(page.url()).pathname !== urlPath)
      throw new Error(`${urlPath} redirected to ${page.url()}`);
    await page.evaluate(neutralise, {
      headAttribute: PRERENDERED_HEAD_ATTRIBUTE,
      entryPreloads: preloads,
    });
    return await page.evaluate(() => document.documentElement.outerHTML);
  } finally {
    await context.close();
  }
}

export async function prerender(options: PrerenderOptions): Promise<string[]> {
  const paths = options.paths ?? prerenderedPaths();
  const preloads = await entryPreloads(options.distDir);
  const siteUrl = parseSiteUrl(options.siteUrl); // fails the build on a malformed value
  const server = await startDemoServer({ port: 0, staticDir: options.distDir, log: false });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: systemChromium, args: chromiumFlags });
    const pages = new Map<string, string>();
    const queue = [...paths];
    const worker = async (b: Browser) => {
      for (let next = queue.shift(); next; next = queue.shift())
        pages.set(
          next,
          publicHtml(await snapshot(b, server.url, next, preloads), server.url, siteUrl),
        );
    };
    await Promise.all(
      Array.from({ length: options.concurrency ?? 3 }, () => worker(browser as Browser)),
    );
    // Written only once all are taken, so no snapshot was served another prerendered page.
    const written: string[] = [];
    for (const urlPath of paths) {
      const file = path.join(options.distDir, prerenderedFile(urlPath));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, pages.get(urlPath) ?? '');
      written.push(file);
    }
    return written;
  } finally {
    await browser?.close();
    await server.close();
  }
}
