/**
 * What a page puts into `<head>` besides its title: description, robots, canonical, hreflang
 * alternates, Open Graph and JSON-LD. A pure list of tags, written to the DOM by apply-head.ts.
 */
import { languages, type Language } from '@/shared/config/languages';
import { serializeJsonLd, type JsonLd } from '@/shared/seo/json-ld';
import { absoluteUrl, alternateLinks, canonicalPath, ogLocale } from '@/shared/seo/seo-urls';

export interface HeadData {
  /** The full document title (page and shop name). */
  title: string;
  description: string;
  /** Keeps the page out of search results; its links are still followed. */
  noindex: boolean;
  ogType: 'website' | 'product';
  /** Absolute URL of the page's picture (og:image), or null. */
  image: string | null;
  jsonLd: readonly JsonLd[];
}

export interface HeadContext {
  siteUrl: string;
  siteName: string;
  language: Language;
  pathname: string;
  search: string;
}

export interface HeadTag {
  name: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** Text content (JSON-LD); never parsed as HTML. */
  text?: string;
}

export const ROBOTS_NOINDEX = 'noindex, follow';

const meta = (key: 'name' | 'property', id: string, content: string): HeadTag => ({
  name: 'meta',
  attributes: { [key]: id, content },
});

/**
 * A noindex page gets no canonical, alternates or og:url: it should not be indexed in any
 * language, and a canonical would contradict the noindex.
 */
export function buildHeadTags(data: HeadData, context: HeadContext): HeadTag[] {
  const tags: HeadTag[] = [meta('name', 'description', data.description)];
  let url: string | null = null;
  if (data.noindex) {
    tags.push(meta('name', 'robots', ROBOTS_NOINDEX));
  } else {
    const path = canonicalPath(context.pathname, context.search);
    url = absoluteUrl(context.siteUrl, path);
    tags.push({ name: 'link', attributes: { rel: 'canonical', href: url } });
    for (const link of alternateLinks(context.siteUrl, path))
      tags.push({
        name: 'link',
        attributes: { rel: 'alternate', hreflang: link.hreflang, href: link.href },
      });
  }
  tags.push(
    meta('property', 'og:title', data.title),
    meta('property', 'og:description', data.description),
    meta('property', 'og:type', data.ogType),
    meta('property', 'og:site_name', context.siteName),
    meta('property', 'og:locale', ogLocale(context.language)),
    ...languages
      .filter((lang) => lang !== context.language)
      .map((lang) => meta('property', 'og:locale:alternate', ogLocale(lang))),
  );
  if (url) tags.push(meta('property', 'og:url', url));
  if (data.image) tags.push(meta('property', 'og:image', data.image));
  for (const item of data.jsonLd)
    tags.push({
      name: 'script',
      attributes: { type: 'application/ld+json' },
      text: serializeJsonLd(item),
    });
  return tags;
}
