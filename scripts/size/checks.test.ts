/**
 * The files `npm run size` hands to size-limit: from a build's HTML for /nl and Vite's manifest,
 * the app is the entry with its static imports (not its dynamic ones), and a route counts only
 * what it adds to the app. A prerendered page loads no script before its first render.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const dist = mkdtempSync(path.join(tmpdir(), 'shop-size-'));
const manifest = {
  'src/main.tsx': { file: 'assets/main.js', imports: ['_react.js'], dynamicImports: ['_lazy.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_lazy.js': { file: 'assets/lazy.js' },
  '_forms.js': { file: 'assets/forms.js' },
  'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_react.js'] },
  'src/app/routes/results.tsx': { file: 'assets/results.js', imports: ['_react.js'] },
  'src/app/routes/detail.tsx': { file: 'assets/detail.js', imports: ['_forms.js', '_react.js'] },
};
mkdirSync(path.join(dist, '.vite'), { recursive: true });
mkdirSync(path.join(dist, 'nl'));
writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
const inDist = (...files: string[]) => files.map((file) => path.join(dist, 'assets', file));

afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function checksFor(html: string) {
  writeFileSync(path.join(dist, 'nl/index.html'), html);
  vi.stubEnv('SHOP_DIST_DIR', dist);
  vi.resetModules();
  const { sizeChecks } = await import('./checks');
  return Object.fromEntries((await sizeChecks()).map((check) => [check.name, check]));
}

// Each test loads the module afresh (its build folder is read at import): slow on a busy machine.
describe('the size checks of a build', { timeout: 30_000 }, () => {
  it('counts the app after a prerendered page has loaded, and nothing before it', async () => {
    const checks = await checksFor('<meta name="app-entry" content="/assets/main.js">');
    expect(Object.keys(checks)).not.toContain(
      'JavaScript before the first render of /nl (nl/index.html)',
    );
    const app = checks['The app that renders or hydrates /nl: entry and static imports'];
    expect(app).toEqual({
      name: 'The app that renders or hydrates /nl: entry and static imports',
      path: inDist('main.js', 'react.js'),
      limit: '133.5 KiB',
      gzip: true,
    });
    expect(checks['What src/app/routes/detail.tsx adds to the app']?.path).toEqual(
      inDist('detail.js', 'forms.js'),
    );
    expect(checks['What src/app/routes/home.tsx adds to the app']?.path).toEqual(inDist('home.js'));
  });

  it('counts the scripts a page loads while it is parsed before its first render', async () => {
    const checks = await checksFor('<script type="module" src="/assets/main.js"></script>');
    expect(checks['JavaScript before the first render of /nl (nl/index.html)']).toMatchObject({
      path: inDist('main.js', 'react.js'),
      limit: '120 KiB',
    });
  });
});
