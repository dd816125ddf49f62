import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageBootScript } from '../../vite/csp-policy';
import { root } from '../lib/project';
import { pageHtml, prerenderedFile } from './page-html';

// The boot script as text (scripts may not import the app's modules: eslint.config.js).
const bootScript = readFileSync(path.join(root, 'src/app/prerender/page-boot-script.js'), 'utf8');

const template = `<!doctype html>
<html lang="nl">
  <head>
    <meta http-equiv="Content-Security-Policy" content="script-src 'self'">
    <meta charset="UTF-8" />
    <title>Stofzuigerzakken</title>
    <!-- Replaced per page. -->
    <meta
      name="description"
      content="default"
      data-head
    />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  language: 'de',
  title: 'Datenschutz | BagDirect',
  head: '<meta name="description" content="Wie wir Daten verarbeiten" data-head>',
  script: 'document.documentElement.dataset.x=1',
  entryMeta: 'app-entry',
  chunksMeta: 'app-chunks',
  routeModule: null,
  body: '<div id="root"><main><h1>Datenschutz</h1></main></div><script type="application/json" id="shop-state">{}</script>',
};

describe('a prerendered page in the built index.html', () => {
  const html = pageHtml(template, page);

  it("carries the page's language, title, head tags and content", () => {
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Datenschutz | BagDirect</title>');
    expect(html).toContain('content="Wie wir Daten verarbeiten"');
    expect(html).not.toContain('content="default"');
    expect(html).toContain('<main><h1>Datenschutz</h1></main>');
    expect(html).toContain('<script type="application/json" id="shop-state">{}</script>');
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('runs its inline script right after the charset, before any stylesheet or script', () => {
    const script = html.indexOf('<script>document.documentElement.dataset.x=1</script>');
    expect(script).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    // After the CSP meta, which must come first to cover it.
    expect(script).toBeGreaterThan(html.indexOf('Content-Security-Policy'));
  });

  it('loads no script before it has loaded: the entry is named for the inline script', () => {
    expect(html).not.toContain('<script type="module"');
    const meta = html.indexOf('<meta name="app-entry" content="/assets/index-1.js">');
    expect(meta).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    expect(meta).toBeLessThan(
      html.indexOf('<script>document.documentElement.dataset.x=1</script>'),
    );
  });

  it('names the chunks the app loads before it hydrates, beside the entry, for the inline script', () => {
    const withChunks = pageHtml(template, page, ['assets/detail-1.js', 'assets/de-1.js']);
    expect(withChunks).toContain(
      '<meta name="app-chunks" content="/assets/detail-1.js /assets/de-1.js">',
    );
    expect(withChunks).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('app-chunks');
  });

  it('has an inline script the CSP allows by its hash (the file the server entry embeds)', () => {
    // As pages carry it: without comment lines and indentation.
    expect(pageBootScript).not.toMatch(/\/\/|^\s/m);
    expect(bootScript.replace(/^\s*(\/\/.*)?\n/gm, '').replace(/^\s+/gm, '')).toBe(
      `${pageBootScript}\n`,
    );
    const hash = createHash('sha256').update(pageBootScript).digest('base64');
    expect(inlineScriptHashes).toContain(`'sha256-${hash}'`);
  });

  it('fails loudly on a template it does not know', () => {
    expect(() => pageHtml('<html><body></body></html>', page)).toThrow(/index.html has no/);
  });

  it('names the file a web server answers a path with', () => {
    expect(prerenderedFile('/nl/privacy')).toBe('nl/privacy/index.html');
    expect(prerenderedFile('/de/detail/nilfisk/attix-30/bags')).toBe(
      'de/detail/nilfisk/attix-30/bags/index.html',
    );
  });
});
