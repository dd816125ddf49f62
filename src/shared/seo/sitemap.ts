/**
 * sitemap.xml and robots.txt, built from the public pages (scripts/seo walks the catalogue API
 * for them at build time). Every page is listed once per language, each entry with the hreflang
 * alternates of all four languages and x-default, the same ones the page head carries.
 */
import { defaultLanguage, languages } from '../config/languages';
import { infoPages, paths, switchLanguagePath } from '../config/paths';
import { absoluteUrl, alternateLinks } from './seo-urls';

/** The url slugs of the catalogue's public list and detail pages. */
export interface SitemapCatalogue {
  brands: readonly { url: string; types: readonly { url: string }[] }[];
  addons: readonly { url: string; variants: readonly { url: string }[] }[];
  productSlugs: readonly string[];
}

/**
 * Every public page, in the default language: home, the information pages, all results, each
 * brand, brand/type, add-on and add-on/variant list, and each product. Private pages, searches by
 * text and the menu's filtered lists (`?context=`) are left out.
 */
export function sitemapPaths(catalogue: SitemapCatalogue): string[] {
  const lang = defaultLanguage;
  return [
    paths.home.getHref(lang),
    ...infoPages.map((page) => paths.info.getHref(lang, page)),
    paths.results.getHref(lang),
    ...catalogue.brands.flatMap((brand) => [
      paths.results.getHref(lang, brand.url),
      ...brand.types.map((type) => paths.results.getHref(lang, brand.url, type.url)),
    ]),
    ...catalogue.addons.flatMap((addon) => [
      paths.addonResults.getHref(lang, addon.url),
      ...addon.variants.map((variant) => paths.addonResults.getHref(lang, addon.url, variant.url)),
    ]),
    ...catalogue.productSlugs.map((slug) => paths.detail.getHref(lang, slug)),
  ];
}

const xmlEscape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** One `<url>` per page and language, each with the alternates of its page. */
export function buildSitemapXml(siteUrl: string, pagePaths: readonly string[]): string {
  const entries = pagePaths.flatMap((path) => {
    const alternates = alternateLinks(siteUrl, path)
      .map(
        (link) =>
          `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${xmlEscape(link.href)}"/>`,
      )
      .join('\n');
    return languages.map(
      (lang) =>
        `  <url>\n    <loc>${xmlEscape(absoluteUrl(siteUrl, switchLanguagePath(path, lang)))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Private parts of every language: the account and cart screens, and the pages that carry a
 * token or an order in their address. They are noindex as well, for crawlers that ignore this.
 */
const privatePrefixes = [
  'auth/',
  'dashboard/',
  paths.passwordReset.path,
  paths.orderComplete.path,
  paths.orderAnonymous.path,
  paths.orderLookup.path,
];

export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...languages.flatMap((lang) => privatePrefixes.map((prefix) => `Disallow: /${lang}/${prefix}`)),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
