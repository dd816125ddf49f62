/**
 * `npm run size`: the JavaScript a browser loads before the first render of /nl, gzipped, against
 * the budget of docs/DESIGN.md section 7. "Before the first render" is the entry script(s) of the
 * HTML that /nl is answered with (dist/nl/index.html once prerendered, else dist/index.html), its
 * modulepreload links, and everything they import statically (Vite's manifest `imports`); chunks
 * behind a dynamic import() load later and are listed apart.
 *
 *   npm run size              builds first when dist/ holds no build
 *   npm run size -- --build   always builds first
 *
 * Exits 1 when the total is over the budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { distDir, ensureBuilt, manifestFile } from './lib/project';

/** Budget for the first-render JavaScript of /nl: 130 KB of gzip (zlib's default level 6). */
export const FIRST_RENDER_JS_BUDGET_BYTES = 130 * 1024;

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

/** The manifest keys whose files the HTML of /nl loads as scripts or modulepreloads. */
function htmlEntryKeys(manifest: Manifest, htmlFile: string): string[] {
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8');
  const urls = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g),
  ].map(([, url = '']) => url.replace(/^\//, ''));
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keys = urls.map((url) => {
    const key = byFile.get(url);
    if (!key)
      throw new Error(`dist/${htmlFile} loads ${url}, which the Vite manifest does not list`);
    return key;
  });
  if (keys.length === 0) throw new Error(`dist/${htmlFile} loads no script`);
  return keys;
}

/** The entry chunks and their static import graph, in load order (depth first). */
function firstRenderChunks(manifest: Manifest, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return [...seen];
}

async function main() {
  const { values } = parseArgs({ options: { build: { type: 'boolean', default: false } } });
  await ensureBuilt(values.build);

  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const htmlFile = htmlForNl();
  const eager = firstRenderChunks(manifest, htmlEntryKeys(manifest, htmlFile)).flatMap((key) => {
    const chunk = manifest[key];
    return chunk ? [chunk.file] : [];
  });
  const eagerFiles = new Set(eager);

  console.log(
    `\nJavaScript loaded before the first render of /nl (gzip), from dist/${htmlFile}:\n`,
  );
  let total = 0;
  for (const file of eager) {
    if (!file.endsWith('.js')) continue;
    const size = gzipSize(file);
    total += size.gzip;
    console.log(`  ${kb(size.gzip).padStart(9)}  ${file}  (${kb(size.raw)} raw)`);
  }

  const lazy = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
    (file) => file.endsWith('.js') && !eagerFiles.has(file),
  );
  const lazyTotal = lazy.reduce((sum, file) => sum + gzipSize(file).gzip, 0);

  const over = total > FIRST_RENDER_JS_BUDGET_BYTES;
  console.log(`  ${'-'.repeat(9)}`);
  console.log(
    `  ${kb(total).padStart(9)}  total, budget ${kb(FIRST_RENDER_JS_BUDGET_BYTES)}: ${over ? 'OVER BUDGET' : 'ok'}`,
  );
  console.log(
    `\n  Not counted: ${lazy.length} lazily loaded chunk(s), ${kb(lazyTotal)} gzip together.\n`,
  );
  if (over) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
