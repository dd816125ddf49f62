/**
 * What a prerendered page may contain: the page of a neutral anonymous visitor, without what
 * belongs to one visit. `neutralise` runs inside the page (Playwright serialises it, so it must
 * not reference anything outside itself).
 */

/** Marks the head tags the app sets at runtime; main.tsx removes them when the client takes over. */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered';

export interface NeutraliseOptions {
  headAttribute: string;
  /** The modulepreload hrefs of dist/index.html: the entry's own graph. */
  entryPreloads: string[];
}

export function neutralise({ headAttribute, entryPreloads }: NeutraliseOptions): void {
  // Open dialogs (the country prompt asks every first-time visitor), toasts, the loading bar.
  document
    .querySelectorAll(
      'dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"], [data-testid="toast"], [role="progressbar"]',
    )
    .forEach((element) => element.remove());
  // Form state lives in properties React set; the HTML must carry it as attributes (the language
  // switcher of /en must show English without JavaScript, and the takeover compares with them).
  document.querySelectorAll('option').forEach((option) => {
    option.toggleAttribute('selected', option.selected);
  });
  document.querySelectorAll('input').forEach((input) => {
    if (input.type === 'checkbox' || input.type === 'radio')
      input.toggleAttribute('checked', input.checked);
    else if (input.type !== 'password' && input.type !== 'file')
      input.setAttribute('value', input.value);
  });
  // Head tags the app sets at runtime (the title excepted: the client updates it in place), so the
  // client can drop them instead of doubling them. Stylesheets and modulepreloads stay: the page
  // needs them, and fetching them from the HTML is faster than from a script.
  document
    .querySelectorAll(
      [
        'head meta[name="description"]',
        'head meta[name="robots"]',
        'head meta[property^="og:"]',
        'head meta[name^="twitter:"]',
        'head link[rel="canonical"]',
        'head link[rel="alternate"]',
        'head script[type="application/ld+json"]',
      ].join(', '),
    )
    .forEach((element) => element.setAttribute(headAttribute, ''));
  // The page's chunks are not preloaded from the HTML: the content is painted without them, and
  // the entry asks for them first thing; preloading them would compete with the entry itself.
  document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]').forEach((link) => {
    if (!entryPreloads.includes(new URL(link.href, location.href).pathname)) link.remove();
  });
  // Vite's preload helper writes absolute URLs; the assets belong to whatever origin serves the page.
  document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]').forEach((link) => {
    const url = new URL(link.href, location.href);
    if (url.origin === location.origin) link.setAttribute('href', url.pathname);
  });
  document.documentElement.setAttribute(headAttribute, '');
}

/** The build server's origin becomes the public one (links, canonical, alternates, og:url). */
export function publicHtml(html: string, buildOrigin: string, siteUrl: string): string {
  const site = siteUrl.replace(/\/+$/, '');
  return `<!doctype html>\n${html.split(buildOrigin).join(site)}`;
}
