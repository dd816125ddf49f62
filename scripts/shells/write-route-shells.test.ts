import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadsOf, writeRouteShells, type Manifest } from './write-route-shells';

/** A manifest shaped like Vite's: the entry, two routes, messages, the contract and env. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['index.html'], css: ['assets/card-1.css'] },
  'src/app/routes/results.tsx': {
    file: 'assets/results-1.js',
    imports: ['index.html', '_card-1.js'],
    css: ['assets/results-1.css'],
  },
  'src/app/routes/detail.tsx': { file: 'assets/detail-1.js', imports: ['_card-1.js'] },
  'src/shared/api/contract/endpoints.ts': {
    file: 'assets/endpoints-1.js',
    imports: ['_schemas-1.js'],
  },
  '_schemas-1.js': { file: 'assets/schemas-1.js' },
  'src/shared/config/env.ts': { file: 'assets/env-1.js', imports: ['_schemas-1.js'] },
  ...Object.fromEntries(
    ['nl', 'en', 'de', 'fr'].map((lang) => [
      `locales/${lang}.json?compiled`,
      { file: `assets/${lang}-1.js` },
    ]),
  ),
};

const indexHtml = `<!doctype html>
<html lang="nl">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('route shells', () => {
  let dist = '';
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it('preloads a route with its static imports and styles, without the entry', () => {
    expect(preloadsOf(manifest, ['src/app/routes/results.tsx'])).toEqual({
      js: ['/assets/results-1.js', '/assets/card-1.js'],
      css: ['/assets/results-1.css', '/assets/card-1.css'],
    });
  });

  it('fails the build when a module it should preload is gone (renamed)', () => {
    expect(() => preloadsOf(manifest, ['src/app/routes/gone.tsx'])).toThrow(/gone\.tsx/);
  });

  it('writes a shell per language and route that preloads what its first API call waits for', async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'shells-'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));

    const written = await writeRouteShells(dist);
    expect(written).toHaveLength(8);
    const html = await readFile(path.join(dist, '_shells/de/detail.html'), 'utf8');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('src="/assets/index-1.js"');
    for (const file of ['detail-1', 'card-1', 'de-1', 'endpoints-1', 'schemas-1', 'env-1'])
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/card-1.css">');
    expect(html).not.toContain('nl-1.js');
    expect(html).not.toContain('results-1.js');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });
});
