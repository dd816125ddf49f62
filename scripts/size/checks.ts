/**
 * The checks of `npm run size` for size-limit (.size-limit.js,
 * docs/decisions/0076-size-budgets-by-size-limit.md): the JavaScript of /nl against the budgets of docs/performance.md. size-limit
 * measures (gzip, each file) and compares; what is ours is which files a page loads, which only
 * the build knows: the HTML that /nl is answered with (dist/nl/index.html once prerendered, else
 * dist/index.html) and Vite's manifest (a chunk's static `imports` load with it):
 *
 * - before the first render: the scripts and modulepreloads of the HTML itself. A prerendered
 *   page paints without any: its entry is named in `<meta name="app-entry">` and loaded after
 *   the page's load event (src/app/prerender/page-boot-script.js). The SPA's index.html loads
 *   its entry at once, and then the entry counts here;
 * - the app: the entry and its static imports, what hydrates the page; its own ceiling keeps it
 *   from growing;
 * - what the route modules of home, a results page and a product page add to it.
 *
 * Chunks behind a dynamic import() load later and are not counted. Builds the demo shop first
 * when the build folder holds no build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir, ensureBuilt, manifestFile } from '../lib/project';
import { staticClosure, type Manifest } from '../lib/vite-manifest';

/** Budget for the JavaScript before the first render of /nl, gzip. */
export const FIRST_RENDER_JS_BUDGET_BYTES = 120 * 1024;
/**
 * Ceiling for the app's entry and its static imports, gzip: growth has to be a decision. The
 * libraries alone are 114 KB; 131 KB since React Router is bundled as its package exports it, 132
 * KB since a failed session refresh is noticed on every page
 * (docs/decisions/0064-app-ceiling-132-kb.md), 133 KB since every page names the shop from its
 * configuration and home describes the shop as structured data
 * (docs/decisions/0077-app-ceiling-133-kb.md), 133.5 KB since the language select waits for Enter
 * and a lost focus goes to the page's heading (docs/decisions/0088-app-ceiling-133-5-kb.md).
 */
export const APP_JS_BUDGET_BYTES = 133.5 * 1024;
/**
 * What the route modules of the pages people land on add to the app (their chunks and static
 * imports beyond it, gzip). A budget each, so that a library only some pages need (the form
 * library) cannot slip into a chunk that every page loads.
 */
export const ROUTE_JS_BUDGET_BYTES: Record<string, number> = {
  // 28 KB for home and 31 KB for results since every page's contract carries the machines'
  // search and re-order calls and the finder is a form (docs/decisions/0083-route-budgets-28-31-kb.md).
  'src/app/routes/home.tsx': 28 * 1024,
  'src/app/routes/results.tsx': 31 * 1024,
  'src/app/routes/detail.tsx': 40 * 1024,
};

/** What the HTML loads while it is parsed: its scripts and modulepreloads. */
const LOADED_BY_HTML = [
  /<script\b[^>]*\bsrc="([^"]+)"/g,
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
  /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
];
/** The entry a prerendered page loads once it has loaded. */
const APP_ENTRY = [/<meta name="app-entry" content="([^"]+)"/g];

/** The manifest keys of the script URLs `patterns` find in the HTML. */
function htmlScriptKeys(manifest: Manifest, htmlFile: string, patterns: RegExp[]): string[] {
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8');
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return patterns
    .flatMap((pattern) => [...html.matchAll(pattern)])
    .map(([, url = '']) => {
      const key = byFile.get(url.replace(/^\//, ''));
      if (!key) throw new Error(`${htmlFile} loads ${url}, which the Vite manifest does not list`);
      return key;
    });
}

/** The JavaScript files of some chunks and their static import graph. */
function filesOf(manifest: Manifest, entries: string[]): string[] {
  return staticClosure(manifest, entries)
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(distDir, file));
}

export interface SizeCheck {
  name: string;
  path: string[];
  limit: string;
  gzip: true;
}

export async function sizeChecks(): Promise<SizeCheck[]> {
  await ensureBuilt(false);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const htmlFile = existsSync(path.join(distDir, 'nl/index.html')) ? 'nl/index.html' : 'index.html';
  const check = (name: string, files: string[], budget: number): SizeCheck[] =>
    // size-limit needs files; nothing loaded is within any budget.
    files.length ? [{ name, path: files, limit: `${budget / 1024} KiB`, gzip: true }] : [];

  const beforeRender = filesOf(manifest, htmlScriptKeys(manifest, htmlFile, LOADED_BY_HTML));
  const app = filesOf(
    manifest,
    htmlScriptKeys(manifest, htmlFile, [...LOADED_BY_HTML, ...APP_ENTRY]),
  );
  if (app.length === 0) throw new Error(`${htmlFile} loads no script`);
  const routes = Object.entries(ROUTE_JS_BUDGET_BYTES).flatMap(([route, budget]) => {
    if (!manifest[route]) throw new Error(`the Vite manifest does not list ${route}`);
    const added = filesOf(manifest, [route]).filter((file) => !app.includes(file));
    return check(`What ${route} adds to the app`, added, budget);
  });
  return [
    ...check(
      `JavaScript before the first render of /nl (${htmlFile})`,
      beforeRender,
      FIRST_RENDER_JS_BUDGET_BYTES,
    ),
    ...check(
      'The app that renders or hydrates /nl: entry and static imports',
      app,
      APP_JS_BUDGET_BYTES,
    ),
    ...routes,
  ];
}
