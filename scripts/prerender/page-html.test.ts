import { describe, expect, it } from 'vitest';
import { pageHtml, prerenderedFile } from './page-html';

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
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
    // After the CSP meta, which must come first to cover it.
    expect(script).toBeGreaterThan(html.indexOf('Content-Security-Policy'));
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
