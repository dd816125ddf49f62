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
  // The contract and env check are one named chunk (vite.config.ts, group `contract`).
  '_contract-1.js': { file: 'assets/contract-1.js', name: 'contract', imports: ['index.html'] },
  '_other-1.js': { file: 'assets/other-1.js', name: 'other' },
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
    await writeFile(
      path.join(dist, '.vite/early-calls-manifest.json'),
      JSON.stringify({
        'src/app/startup/early-calls/detail.ts': { file: 'assets/early-detail-1.js' },
      }),
    );

    const written = await writeRouteShells(dist);
    expect(written).toHaveLength(8);
    const html = await readFile(path.join(dist, '_shells/de/detail.html'), 'utf8');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('src="/assets/index-1.js"');
    for (const file of ['detail-1', 'card-1', 'de-1', 'contract-1'])
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/card-1.css">');
    expect(html).not.toContain('nl-1.js');
    expect(html).not.toContain('results-1.js');
    expect(html).not.toContain('other-1.js');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    // The product page's early script asks for the product beside the entry; results has none.
    expect(html).toContain(
      '<script type="module" async crossorigin src="/assets/early-detail-1.js"></script>',
    );
    const results = await readFile(path.join(dist, '_shells/de/results.html'), 'utf8');
    expect(results).not.toContain('early-');
  });
});
