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

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Modules every shell preloads, besides its route: what the first API call waits for. */
const sharedModules = (language: string) => [
  `locales/${language}.json?compiled`,
  'src/shared/api/contract/endpoints.ts',
  'src/shared/config/env.ts',
];

/** The files of the modules and their static imports (the entry, loaded anyway, left out). */
export function preloadsOf(manifest: Manifest, modules: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Route shells: ${key} is not in Vite's manifest`);
    if (key === 'index.html') return;
    js.add(`/${chunk.file}`);
    chunk.css?.forEach((file) => css.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return { js: [...js], css: [...css] };
}

export function shellHtml(
  indexHtml: string,
  language: string,
  preloads: { js: string[]; css: string[] },
) {
  const tags = [
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
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const written: string[] = [];
  for (const language of languages) {
    for (const shell of routeShells) {
      const preloads = preloadsOf(manifest, [shell.module, ...sharedModules(language)]);
      const file = routeShellFile(language, shell.name);
      await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
      await writeFile(path.join(distDir, file), shellHtml(indexHtml, language, preloads));
      written.push(file);
    }
  }
  return written;
}
