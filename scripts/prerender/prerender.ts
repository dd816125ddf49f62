/**
 * Prerenders the public pages into the build (dist/nl/index.html, dist/nl/detail/…/index.html):
 * the server bundle (src/entry-server.tsx, built by `vite build --ssr`) renders each page in Node
 * from the catalogue API's answers, as the anonymous personal visitor sees it, and the page is
 * written into the built index.html. No browser takes part. The app hydrates the HTML.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../../src/entry-server';
import type { Manifest } from '../lib/vite-manifest';
import { hydrationChunks } from './hydration-chunks';
import { pageHtml, prerenderedFile } from './page-html';

export interface PrerenderOptions {
  distDir: string;
  /** The folder of the server bundle (entry-server.js). */
  serverDir: string;
  /** The origin the shop's relative API paths resolve against (the catalogue API's). */
  apiOrigin: string;
  /** The pages, e.g. `/nl`, `/de/detail/…`. */
  paths: readonly string[];
  /** Pages rendered side by side (their API calls overlap; the rendering itself takes turns). */
  concurrency?: number;
}

type RenderPage = (urlPath: string, origin: string) => Promise<RenderedPage>;

/**
 * fetch as the shop's code calls it in Node: relative API paths go to the catalogue API, and a
 * GET answered once (the brand list every results page asks for) is answered again from memory.
 */
function catalogueFetch(apiOrigin: string): typeof fetch {
  const realFetch = globalThis.fetch;
  const answers = new Map<string, Promise<{ status: number; headers: Headers; body: string }>>();
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), apiOrigin);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') return realFetch(url, init);
    const key = `${url.href} ${JSON.stringify(init?.headers ?? {})}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = realFetch(url, { ...init, signal: undefined }).then(async (response) => ({
        status: response.status,
        headers: response.headers,
        body: await response.text(),
      }));
      answers.set(key, answer);
    }
    const { status, headers, body } = await answer;
    return new Response(body, { status, headers });
  };
}

export async function prerender(options: PrerenderOptions): Promise<string[]> {
  const { renderPage } = (await import(
    pathToFileURL(path.join(options.serverDir, 'entry-server.js')).href
  )) as { renderPage: RenderPage };
  const template = await readFile(path.join(options.distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(options.distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const realFetch = globalThis.fetch;
  globalThis.fetch = catalogueFetch(options.apiOrigin);
  const written: string[] = [];
  try {
    // One language at a time: the messages a page renders with are the app's current ones.
    const byLanguage = new Map<string, string[]>();
    for (const urlPath of options.paths) {
      const language = urlPath.split('/')[1] ?? '';
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), urlPath]);
    }
    for (const paths of byLanguage.values()) {
      const queue = [...paths];
      const worker = async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          const page = await renderPage(next, options.apiOrigin);
          const file = path.join(options.distDir, prerenderedFile(next));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, pageHtml(template, page, hydrationChunks(manifest, page)));
          written.push(file);
        }
      };
      await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return written;
}
