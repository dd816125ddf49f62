import { prerenderedFile, prerenderedPaths } from '../../scripts/prerender/pages';
import { neutralise, publicHtml } from '../../scripts/prerender/snapshot';

describe('prerendered pages', () => {
  it('are home and the eight info pages in each of the four languages', () => {
    const paths = prerenderedPaths();
    expect(paths).toHaveLength(36);
    expect(paths).toContain('/nl');
    expect(paths).toContain('/fr/privacy');
    expect(prerenderedFile('/nl')).toBe('nl/index.html');
    expect(prerenderedFile('/de/shippingcosts')).toBe('de/shippingcosts/index.html');
  });
});

describe('neutralise', () => {
  beforeEach(() => {
    document.head.innerHTML = `
      <link rel="modulepreload" href="/assets/react.js">
      <link rel="modulepreload" href="${location.origin}/assets/home.js">
      <link rel="stylesheet" href="${location.origin}/assets/home.css">
      <link rel="canonical" href="https://shop.example/nl">
      <meta name="description" content="x">`;
    document.body.innerHTML = `
      <div id="root"><main><h1>Home</h1></main>
        <div role="dialog">Choose your country</div>
        <section><div data-testid="toast" role="alert">Failed</div></section>
      </div>`;
    neutralise({ headAttribute: 'data-prerendered', entryPreloads: ['/assets/react.js'] });
  });

  it('drops what belongs to one visit and keeps the page', () => {
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.querySelector('[data-testid="toast"]')).toBeNull();
    expect(document.querySelector('main h1')?.textContent).toBe('Home');
  });

  it("keeps only the entry's preloads and makes stylesheet URLs origin-free", () => {
    const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/assets/react.js']);
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/assets/home.css',
    );
  });

  it('marks the head tags the app sets itself, and the document as prerendered', () => {
    expect(document.querySelector('link[rel="canonical"]')?.hasAttribute('data-prerendered')).toBe(
      true,
    );
    expect(
      document.querySelector('meta[name="description"]')?.hasAttribute('data-prerendered'),
    ).toBe(true);
    expect(document.documentElement.hasAttribute('data-prerendered')).toBe(true);
  });
});

describe('publicHtml', () => {
  it("replaces the build server's origin with the public one", () => {
    const html = publicHtml(
      '<html><a href="http://127.0.0.1:5555/nl/privacy">x</a></html>',
      'http://127.0.0.1:5555',
      'https://shop.example/',
    );
    expect(html).toBe(
      '<!doctype html>\n<html><a href="https://shop.example/nl/privacy">x</a></html>',
    );
  });
});
