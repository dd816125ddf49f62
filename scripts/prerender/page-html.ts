/**
 * A prerendered page's HTML: the built index.html (the one template) with the page's language,
 * title and head tags, its inline script (its hash is in the CSP), and #root holding the
 * rendered page and its state. The page's own chunks are not preloaded: the HTML paints without
 * them, and preloading them would compete with the stylesheet and the entry (Lighthouse mobile:
 * LCP 2.04 s with them, 1.64 s without, on /nl); the entry asks for them first thing.
 */
import type { RenderedPage } from '../../src/entry-server';

export function pageHtml(template: string, page: RenderedPage): string {
  const replace = (
    html: string,
    pattern: RegExp | string,
    value: (match: string) => string,
  ): string => {
    if (!html.match(pattern)) throw new Error(`Prerender: index.html has no ${String(pattern)}`);
    return html.replace(pattern, value);
  };
  let html = template.replace(/<meta\b[^>]*\bdata-head\b[^>]*>/g, '');
  html = html.replace(/\s*<!--[^]*?-->/g, '');
  html = replace(html, /<html lang="[^"]*"/, () => `<html lang="${page.language}"`);
  // Right after the charset: it runs before the stylesheets are in and the body is painted.
  html = replace(
    html,
    /<meta charset="[^"]*"\s*\/?>/i,
    (match) => `${match}\n    <script>${page.script}</script>`,
  );
  html = replace(html, /<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  html = replace(html, '</head>', () => `  ${page.head}\n  </head>`);
  return replace(html, '<div id="root"></div>', () => page.body);
}

/** Where a web server looks for a prerendered path: `/nl/privacy` -> `nl/privacy/index.html`. */
export const prerenderedFile = (urlPath: string): string =>
  `${urlPath.replace(/^\/+|\/+$/g, '')}/index.html`;
