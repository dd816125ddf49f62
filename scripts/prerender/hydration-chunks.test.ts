import { describe, expect, it } from 'vitest';
import type { Manifest } from '../lib/vite-manifest';
import { hydrationChunks } from './hydration-chunks';

/** A manifest shaped as the build writes it: an entry, lazy routes, messages and shared chunks. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_contract-1.js': { file: 'assets/contract-1.js', name: 'contract', imports: ['index.html'] },
  '_shop-ui-1.js': { file: 'assets/shop-ui-1.js', name: 'shop-ui', imports: ['index.html'] },
  'src/app/routes/detail.tsx': {
    file: 'assets/detail-1.js',
    imports: ['index.html', '_shop-ui-1.js'],
  },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['index.html'] },
  'locales/de.json?compiled': { file: 'assets/de-1.js' },
  'locales/nl.json?compiled': { file: 'assets/nl-1.js' },
};

describe('the chunks a prerendered page fetches with its entry', () => {
  it("are its route's module and static imports, its language's messages and the contract", () => {
    expect(hydrationChunks(manifest, { language: 'de', routeModule: 'detail' })).toEqual([
      'assets/detail-1.js',
      'assets/shop-ui-1.js',
      'assets/de-1.js',
      'assets/contract-1.js',
    ]);
  });

  it('leave out what the entry loads itself, and another page’s route', () => {
    const chunks = hydrationChunks(manifest, { language: 'nl', routeModule: 'home' });
    expect(chunks).toEqual(['assets/home-1.js', 'assets/nl-1.js', 'assets/contract-1.js']);
  });

  it('fail the build for a route module or language the manifest does not list', () => {
    expect(() => hydrationChunks(manifest, { language: 'nl', routeModule: 'cart' })).toThrow(
      /src\/app\/routes\/cart\.tsx/,
    );
    expect(() => hydrationChunks(manifest, { language: 'xx', routeModule: null })).toThrow(
      /locales\/xx\.json/,
    );
  });
});
