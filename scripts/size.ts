/**
 * `npm run size`: the JavaScript of /nl, gzipped, against the budgets of docs/performance.md,
 * from the HTML that /nl is answered with (dist/nl/index.html once prerendered, else
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
 * Chunks behind a dynamic import() load later and are listed apart.
 *
 *   npm run size              builds first when dist/ holds no build
 *   npm run size -- --build   always builds first
 *
 * Exits 1 when a total is over its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { distDir, ensureBuilt, manifestFile } from './lib/project';

/** Budget for the JavaScript before the first render of /nl, gzip (zlib's default level 6). */
export const FIRST_RENDER_JS_BUDGET_BYTES = 120 * 1024;
/**
 * Ceiling for the app's entry and its static imports, gzip: growth has to be a decision. The
 * libraries alone are 114 KB; 131 KB since React Router is bundled as its package exports it, 132
 * KB since a failed session refresh is noticed on every page
 * (docs/decisions/0064-app-ceiling-132-kb.md), 133 KB since every page names the shop from its
 * configuration and home describes the shop as structured data
 * (docs/decisions/0077-app-ceiling-133-kb.md).
 */
export const APP_JS_BUDGET_BYTES = 133 * 1024;
/**
 * What the route modules of the pages people land on add to the app (their chunks and static
 * imports beyond it, gzip). A budget each, so that a library only some pages need (the form
 * library) cannot slip into a chunk that every page loads.
 */
export const ROUTE_JS_BUDGET_BYTES: Record<string, number> = {
  // 27 KB since home lists the buyer's machines (docs/decisions/0077-app-ceiling-133-kb.md).
  'src/app/routes/home.tsx': 27 * 1024,
  'src/app/routes/results.tsx': 30 * 1024,
  'src/app/routes/detail.tsx': 40 * 1024,
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function gzipSize(file: string): { raw: number; gzip: number } {
  const content = readFileSync(path.join(distDir, file));
  return { raw: content.length, gzip: gzipSync(content).length };
}

/** The HTML a browser gets for /nl: the prerendered page when there is one, else the SPA's. */
function htmlForNl(): string {
  const prerendered = path.join(distDir, 'nl/index.html');
  return existsSync(prerendered) ? 'nl/index.html' : 'index.html';
}

/** The manifest keys of the script URLs `patterns` find in the HTML of /nl. */
function htmlScriptKeys(manifest: Manifest, htmlFile: string, patterns: RegExp[]): string[] {
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8');
  const urls = patterns
    .flatMap((pattern) => [...html.matchAll(pattern)])
    .map(([, url = '']) => url.replace(/^\//, ''));
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return urls.map((url) => {
    const key = byFile.get(url);
    if (!key)
      throw new Error(`dist/${htmlFile} loads ${url}, which the Vite manifest does not list`);
    return key;
  });
}

/** What the HTML loads while it is parsed: its scripts and modulepreloads. */
const LOADED_BY_HTML = [
  /<script\b[^>]*\bsrc="([^"]+)"/g,
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
  /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
];
/** The entry a prerendered page loads once it has loaded. */
const APP_ENTRY = [/<meta name="app-entry" content="([^"]+)"/g];

/** The entry chunks and their static import graph, in load order (depth first). */
function chunksWithImports(manifest: Manifest, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return [...seen];
}

function report(title: string, files: string[], budget: number): { total: number; over: boolean } {
  console.log(`\n${title}\n`);
  let total = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const size = gzipSize(file);
    total += size.gzip;
    console.log(`  ${kb(size.gzip).padStart(9)}  ${file}  (${kb(size.raw)} raw)`);
  }
  if (total === 0) console.log(`  ${'none'.padStart(9)}`);
  const over = total > budget;
  console.log(`  ${'-'.repeat(9)}`);
  console.log(
    `  ${kb(total).padStart(9)}  total, budget ${kb(budget)}: ${over ? 'OVER BUDGET' : 'ok'}`,
  );
  return { total, over };
}

async function main() {
  const { values } = parseArgs({ options: { build: { type: 'boolean', default: false } } });
  await ensureBuilt(values.build);

  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const htmlFile = htmlForNl();
  const files = (keys: string[]) =>
    chunksWithImports(manifest, keys).flatMap((key) => {
      const chunk = manifest[key];
      return chunk ? [chunk.file] : [];
    });
  const beforeRender = files(htmlScriptKeys(manifest, htmlFile, LOADED_BY_HTML));
  const app = files(htmlScriptKeys(manifest, htmlFile, [...LOADED_BY_HTML, ...APP_ENTRY]));
  if (app.length === 0) throw new Error(`dist/${htmlFile} loads no script`);

  const first = report(
    `JavaScript loaded before the first render of /nl (gzip), from dist/${htmlFile}:`,
    beforeRender,
    FIRST_RENDER_JS_BUDGET_BYTES,
  );
  const whole = report(
    'The app that renders or hydrates /nl: its entry and static imports (gzip):',
    app,
    APP_JS_BUDGET_BYTES,
  );

  const eagerFiles = new Set(app);
  let routesOver = false;
  for (const [route, budget] of Object.entries(ROUTE_JS_BUDGET_BYTES)) {
    if (!manifest[route]) throw new Error(`the Vite manifest does not list ${route}`);
    const added = files([route]).filter((file) => !eagerFiles.has(file));
    const { over } = report(`What ${route} adds to the app (gzip):`, added, budget);
    routesOver ||= over;
  }
  const lazy = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
    (file) => file.endsWith('.js') && !eagerFiles.has(file),
  );
  const lazyTotal = lazy.reduce((sum, file) => sum + gzipSize(file).gzip, 0);
  console.log(
    `\n  Not counted: ${lazy.length} lazily loaded chunk(s), ${kb(lazyTotal)} gzip together.\n`,
  );
  if (first.over || whole.over || routesOver) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
