/**
 * The shop's public origin (VITE_SITE_URL, see .env.example): canonical URLs, hreflang
 * alternates, og:url and the sitemap are absolute and must name the address crawlers and people
 * share, which the page cannot know from `location` (a preview, a proxy or a prerender runs
 * elsewhere). Read synchronously at module load: the head tags are written on the first render,
 * before the lazily loaded env.ts check would run.
 */
export const DEFAULT_SITE_URL = 'http://localhost:4173';

export class SiteUrlError extends Error {
  override readonly name = 'SiteUrlError';
}

/**
 * An absolute http(s) URL without a trailing slash, query or fragment (a path prefix such as
 * `https://example.com/shop` is kept). Empty or missing: the default. Throws on anything else.
 */
export function parseSiteUrl(value: string | undefined | null): string {
  const raw = (value ?? '').trim();
  if (raw === '') return DEFAULT_SITE_URL;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash)
    throw new SiteUrlError(
      `VITE_SITE_URL must be an absolute http(s) URL without query or fragment, got "${raw}"`,
    );
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

// `import.meta.env` is Vite's (build and vitest); under plain Node (the build scripts) it is
// missing, and those pass the value in explicitly.
const fromBuild = (import.meta.env as Record<string, string | undefined> | undefined)
  ?.VITE_SITE_URL;

function lenient(value: string | undefined): string {
  try {
    return parseSiteUrl(value);
  } catch (error) {
    // The build (scripts/seo) rejects a bad value with this message; the page must still work.
    console.error(error);
    return DEFAULT_SITE_URL;
  }
}

/** The public origin of this build, e.g. `https://www.example.nl`. */
export const siteUrl: string = lenient(fromBuild);
