/**
 * URL rules for search engines, shared by the page head (src/app/seo) and the sitemap
 * (scripts/seo), so the canonical URL, the hreflang alternates and the sitemap always agree.
 */
import { defaultLanguage, languages, localeCodes, type Language } from '../config/languages';
import { switchLanguagePath } from '../config/paths';

/** x-default names the Dutch page: nl is the source language and the shop's home market. */
export const xDefaultLanguage: Language = defaultLanguage;

/** Query parameters that define a results page (another list), in the order they are written. */
const pageDefiningParams = ['category', 'context'] as const;

/** `siteUrl` + a path starting with `/`; `siteUrl` has no trailing slash (see config/site.ts). */
export const absoluteUrl = (siteUrl: string, path: string): string => `${siteUrl}${path}`;

/**
 * The canonical form of a shop path: no trailing slash; `/{lang}/home/{section}` is the home page
 * (a section anchor of it); of the query only what makes a results page another list is kept
 * (`category`, `context`), so sorting, `?q=` (those pages are noindex), tracking parameters and
 * return-to links never split a page into many URLs.
 */
export function canonicalPath(pathname: string, search = ''): string {
  let path = pathname.replace(/\/+$/, '') || '/';
  const home = /^\/([a-z]{2})\/home(?:\/[^/]*)?$/.exec(path);
  if (home) path = `/${home[1]}`;
  if (!/^\/[a-z]{2}\/results(\/|$)/.test(path)) return path;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of pageDefiningParams) {
    const value = params.get(name);
    if (value && /^[a-z-]+$/.test(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

export interface AlternateLink {
  /** A language code or `x-default`. */
  hreflang: Language | 'x-default';
  href: string;
}

/** The same page in each language plus x-default, from a canonical path (with its query). */
export function alternateLinks(siteUrl: string, path: string): AlternateLink[] {
  const [pathname = '', query] = path.split('?');
  const inLanguage = (lang: Language) =>
    absoluteUrl(siteUrl, `${switchLanguagePath(pathname, lang)}${query ? `?${query}` : ''}`);
  return [
    ...languages.map((lang) => ({ hreflang: lang, href: inLanguage(lang) })),
    { hreflang: 'x-default' as const, href: inLanguage(xDefaultLanguage) },
  ];
}

/** Open Graph wants `nl_NL`, not `nl-NL`. */
export const ogLocale = (lang: Language): string => localeCodes[lang].replace('-', '_');
