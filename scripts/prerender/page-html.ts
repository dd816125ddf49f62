/**
 * A prerendered page's HTML: the built index.html (the one template) with the page's language,
 * title and head tags, its inline script (its hash is in the CSP), and #root holding the
 * rendered page and its state.
 *
 * The page paints and works as HTML, so it loads no script of its own before it has loaded: the
 * entry's `<script type="module">` becomes `<meta name="app-entry">`, which the inline script
 * (src/app/prerender/page-boot-script.js) loads after the page's load event, or at once when the
 * shopper touches the page or the prices on it are not theirs. Nothing competes with the
 * stylesheet and the pictures for the first paint (Lighthouse mobile, LCP on /nl: 1.75 s with
 * the entry in the head, 0.86 s without; preloading the page's chunks as well made it 2.04 s).
 * The chunks the app loads before it hydrates the page are named in `<meta name="app-chunks">`:
 * the inline script fetches them together with the entry.
 */
import type { RenderedPage } from '../../src/entry-server';

/** `chunks`: the files (as in the manifest, `assets/…`) the app loads before it hydrates the page. */
export function pageHtml(template: string, page: RenderedPage, chunks: string[] = []): string {
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
  html = replace(html, /\s*<script type="module"[^>]*\bsrc="[^"]+"[^>]*><\/script>/, (tag) => {
    entry = /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? '';
    return '';
  });
  if (html.includes('<script type="module"'))
    throw new Error('Prerender: index.html loads more than one module script');
  // The public path the entry is served under (`/` or a CDN's): the chunks are beside it.
  const base = entry.replace(/assets\/[^/]+$/, '');
  // Right after the charset: it runs before the stylesheets are in and the body is painted.
  html = replace(
    html,
    /<meta charset="[^"]*"\s*\/?>/i,
    (match) =>
      `${match}\n    <meta name="${page.entryMeta}" content="${entry}">` +
      (chunks.length
        ? `\n    <meta name="${page.chunksMeta}" content="${chunks.map((file) => base + file).join(' ')}">`
        : '') +
      `\n    <script>${page.script}</script>`,
  );
  html = replace(html, /<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  html = replace(html, '</head>', () => `  ${page.head}\n  </head>`);
  return replace(html, '<div id="root"></div>', () => page.body);
}

/** Where a web server looks for a prerendered path: `/nl/privacy` -> `nl/privacy/index.html`. */
export const prerenderedFile = (urlPath: string): string =>
  `${urlPath.replace(/^\/+|\/+$/g, '')}/index.html`;
