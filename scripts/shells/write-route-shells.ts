/**
 * Writes the route shells (demo-api/server/route-shells.ts) into the build: for every language
 * and shell, dist/index.html with `<html lang>` set and, before `</head>`, a modulepreload of each
 * chunk the page needs before its first API call (the route module and its static imports, the
 * language's compiled messages, the API contract and the environment check) and its stylesheets.
 * The browser then fetches them side by side with the entry instead of after it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { routeShellFile, routeShells } from '../../demo-api/server/route-shells';
import { languages } from '../../src/shared/config/languages';
import { EARLY_CALLS_MANIFEST } from '../../vite/early-calls.config';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk & { name?: string }>;

/**
 * Modules every shell preloads, besides its route: what the first API call waits for. The
 * contract and the environment check are one named chunk (vite.config.ts, group `contract`),
 * which the manifest lists as `chunk:contract` here.
 */
const sharedModules = (language: string) => [`locales/${language}.json?compiled`, 'chunk:contract'];

/** A manifest entry by its key, or by its chunk's name when written `chunk:<name>`. */
function entryOf(manifest: Manifest, key: string): Manifest[string] | undefined {
  if (!key.startsWith('chunk:')) return manifest[key];
  const name = key.slice('chunk:'.length);
  return Object.entries(manifest).find(
    ([entryKey, entry]) => entryKey.startsWith('_') && entry.name === name,
  )?.[1];
}

/** The files of the modules and their static imports (the entry, loaded anyway, left out). */
export function preloadsOf(manifest: Manifest, modules: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = entryOf(manifest, key);
    if (!chunk) throw new Error(`Route shells: ${key} is not in Vite's manifest`);
    if (key === 'index.html') return;
    js.add(`/${chunk.file}`);
    chunk.css?.forEach((file) => css.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** The built file of a shell's early script, from the early build's manifest. */
export function earlyScriptOf(earlyManifest: Manifest, module: string | undefined) {
  if (!module) return undefined;
  const chunk = earlyManifest[module];
  if (!chunk) throw new Error(`Route shells: ${module} is not in ${EARLY_CALLS_MANIFEST}`);
  return `/${chunk.file}`;
}

export function shellHtml(
  indexHtml: string,
  language: string,
  preloads: { js: string[]; css: string[] },
  earlyScript?: string,
) {
  const tags = [
    // First, and async: it runs as soon as it is in, without waiting for the entry or the parser.
    ...(earlyScript
      ? [`<script type="module" async crossorigin src="${earlyScript}"></script>`]
      : []),
    ...preloads.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...preloads.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
  if (!indexHtml.includes('</head>')) throw new Error('Route shells: index.html has no </head>');
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', `  ${tags}\n  </head>`);
}

/** Writes every shell; answers the files written (relative to distDir). */
export async function writeRouteShells(distDir: string): Promise<string[]> {
  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const readManifest = async (file: string) =>
    JSON.parse(await readFile(path.join(distDir, file), 'utf8')) as Manifest;
  const manifest = await readManifest('.vite/manifest.json');
  const earlyManifest = routeShells.some((shell) => shell.earlyScript)
    ? await readManifest(EARLY_CALLS_MANIFEST)
    : {};
  const written: string[] = [];
  for (const language of languages) {
    for (const shell of routeShells) {
      const preloads = preloadsOf(manifest, [shell.module, ...sharedModules(language)]);
      const file = routeShellFile(language, shell.name);
      await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
      const earlyScript = earlyScriptOf(earlyManifest, shell.earlyScript);
      await writeFile(
        path.join(distDir, file),
        shellHtml(indexHtml, language, preloads, earlyScript),
      );
      written.push(file);
    }
  }
  return written;
}
