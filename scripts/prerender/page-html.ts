/**
 * A prerendered page's HTML: the built index.html (the one template) with the page's language,
 * title and head tags, its inline script (its hash is in the CSP), and #root holding the
 * rendered page and its state.
 *
 * The page paints and works as HTML; the entry's `<script type="module">` stays (deferred, run
 * once the document is parsed) with `fetchpriority="low"`, so it is fetched alongside the page
 * without competing with the stylesheet and the pictures for the first paint. The inline script
 * (src/app/prerender/page-boot-script.js) finds the entry in `<meta name="app-entry">` to ask
 * for it again when it could not be fetched (offline); the size checks read it there too.
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
  let entry = '';
  const moduleScripts = html.match(/<script type="module"/g)?.length ?? 0;
  if (moduleScripts > 1) throw new Error('Prerender: index.html loads more than one module script');
  html = replace(html, /<script type="module"([^>]*)\bsrc="([^"]+)"([^>]*)><\/script>/, (tag) => {
    entry = /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? '';
    return tag.replace('<script', '<script fetchpriority="low"');
  });
  // Right after the charset: it runs before the stylesheets are in and the body is painted.
  html = replace(
    html,
    /<meta charset="[^"]*"\s*\/?>/i,
    (match) =>
      `${match}\n    <meta name="${page.entryMeta}" content="${entry}">` +
      `\n    <script>${page.script}</script>`,
  );
  html = replace(html, /<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  html = replace(html, '</head>', () => `  ${page.head}\n  </head>`);
  return replace(html, '<div id="root"></div>', () => page.body);
}

/** Where a web server looks for a prerendered path: `/nl/privacy` -> `nl/privacy/index.html`. */
export const prerenderedFile = (urlPath: string): string =>
  `${urlPath.replace(/^\/+|\/+$/g, '')}/index.html`;
