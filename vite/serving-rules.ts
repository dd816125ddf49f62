/**
 * How a web server must serve the built shop, described once. The build writes every server's
 * configuration from here (scripts/serving: the nginx server block, Netlify's and Cloudflare
 * Pages' `_headers` and `_redirects`), and the demo server (demo-api/server/static-files.ts)
 * answers by the same constants, so no copy can drift from another. The security headers
 * themselves come from vite/csp-policy.ts.
 */
import { languages } from '../src/shared/config/languages';
import { homeSections } from '../src/shared/config/paths';
import { privatePagePaths } from '../src/shared/config/private-pages';

/** Cache-Control values, by kind of answer. */
export const CACHE_CONTROL = {
  /** Vite's content-hashed output: its name changes whenever its content does. */
  immutable: 'public, max-age=31536000, immutable',
  /** Revalidated on every visit, so a deploy (and its prices) is seen at once. */
  revalidate: 'no-cache',
  /** Anything else (favicon, robots.txt, sitemap.xml): an hour. */
  short: 'public, max-age=3600',
} as const;

/** Vite's content-hashed build output. */
export const ASSETS_PREFIX = '/assets/';
/** The build id the running shop polls to notice a new deploy. */
export const VERSION_FILE = '/version.json';
/** The single-page app: the answer for every page path that has no prerendered file. */
export const SPA_INDEX = '/index.html';
/** A prerendered page lies where a server looks for the path's index: `/nl/privacy` → this. */
export const PRERENDERED_INDEX = 'index.html';

/**
 * Build metadata: Vite's manifest, the policy sources, the generated server configuration
 * (`.vite/`), and the static hosts' own files, which those hosts never serve either.
 */
export const BUILD_METADATA_PREFIX = '/.vite/';
export const STATIC_HOST_FILES = ['/_headers', '/_redirects'] as const;
/** Source maps are for the error tracker, not for browsers. */
export const SOURCE_MAP_SUFFIX = '.map';

/** The web app manifest (public/): a type nginx's own mime.types does not know. */
export const WEB_MANIFEST = { suffix: '.webmanifest', type: 'application/manifest+json' } as const;

/** Paths the web server hands on to another service; the path is passed on unchanged. */
export const PROXIED_PATHS = [
  { prefix: '/api/', upstream: 'API_UPSTREAM' },
  { prefix: '/auth/', upstream: 'AUTH_UPSTREAM' },
] as const;
export type UpstreamName = (typeof PROXIED_PATHS)[number]['upstream'];

/** Every rule a server configuration must carry; e2e-nginx shows that each one is needed. */
export const SERVING_RULES = {
  'prerendered-pages': 'a page path answers with its prerendered file (<path>/index.html)',
  'spa-fallback':
    "the app's own pages, which have no file (account, cart, checkout, sign-in, home's sections), answer 200 with index.html",
  'not-found-404':
    'any other page path without a file answers 404 with index.html, so the app shows its not-found page',
  'private-noindex': 'the private pages carry X-Robots-Tag: noindex',
  'missing-file-404': 'a missing file (a path with an extension) is a 404, never index.html',
  'immutable-assets': 'assets/* is cached for a year and never revalidated',
  'revalidate-html': 'every html answer is revalidated on every visit',
  'revalidate-version': 'version.json is revalidated on every visit',
  'security-headers': 'html answers carry the Content-Security-Policy and the security headers',
  'hide-build-metadata': '/.vite/, /_headers and /_redirects answer 404',
  'hide-source-maps': 'any *.map answers 404',
  'proxy-api': '/api/ goes to API_UPSTREAM',
  'proxy-auth': '/auth/ goes to AUTH_UPSTREAM',
  compression: 'text answers are gzipped for clients that accept it',
  'manifest-type': 'the web app manifest is application/manifest+json',
} as const;
export type ServingRuleId = keyof typeof SERVING_RULES;
export const servingRuleIds = Object.keys(SERVING_RULES) as ServingRuleId[];

/** What decides an answer's Cache-Control, in order: the first that matches wins. */
export type CacheMatch = { pathPrefix: string } | { path: string } | { html: true };
export const CACHE_RULES: ReadonlyArray<{
  rule: ServingRuleId;
  match: CacheMatch;
  value: string;
}> = [
  {
    rule: 'immutable-assets',
    match: { pathPrefix: ASSETS_PREFIX },
    value: CACHE_CONTROL.immutable,
  },
  { rule: 'revalidate-version', match: { path: VERSION_FILE }, value: CACHE_CONTROL.revalidate },
  { rule: 'revalidate-html', match: { html: true }, value: CACHE_CONTROL.revalidate },
];
/** When no cache rule matches. */
export const DEFAULT_CACHE_CONTROL = CACHE_CONTROL.short;

/** The Cache-Control of a file answered for `urlPath` (the request's path). */
export function cacheControlFor(urlPath: string, isHtml: boolean): string {
  const found = CACHE_RULES.find(({ match }) =>
    'pathPrefix' in match
      ? urlPath.startsWith(match.pathPrefix)
      : 'path' in match
        ? urlPath === match.path
        : isHtml,
  );
  return found?.value ?? DEFAULT_CACHE_CONTROL;
}

/** Whether a (decoded, normalised) path must answer 404 although a file may lie there. */
export function isHiddenPath(urlPath: string): boolean {
  return (
    // `/.vite` itself too: a server may strip the trailing slash of a folder.
    `${urlPath}/`.startsWith(BUILD_METADATA_PREFIX) ||
    (STATIC_HOST_FILES as readonly string[]).includes(urlPath) ||
    urlPath.endsWith(SOURCE_MAP_SUFFIX)
  );
}

/**
 * A page path (the SPA fallback applies) has no file extension in its last segment; a path with
 * one names a file, and a missing file must fail (a stale chunk then makes the shop reload).
 */
export function isPagePath(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return !/\.[^.]+$/.test(last);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route pattern of src/shared/config/paths.ts as a regular expression: `:param` is a segment. */
const routeRegex = (pattern: string) =>
  pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegex(segment)))
    .join('/');

const languagePrefix = `/(?:${languages.join('|')})/`;

/**
 * The private pages in every language, and `/login` (the app sends it on to the login page): the
 * app answers them (they are never prerendered), with a noindex header. PCRE and JavaScript alike.
 */
export const PRIVATE_PAGES_REGEX = `^(?:${languagePrefix}(?:${privatePagePaths.map(routeRegex).join('|')})|/login)/?$`;
/** Public pages the app renders without a file of their own: home's sections (`/nl/home/new`). */
export const APP_PAGES_REGEX = `^${languagePrefix}home/(?:${homeSections.join('|')})/?$`;
/** The header on private pages, beside the pages' own `<meta name="robots">` (docs/seo.md). */
export const PRIVATE_ROBOTS_TAG = { name: 'X-Robots-Tag', value: 'noindex, follow' } as const;

/**
 * How a server answers a page path (see isPagePath) for which the build has no file: every public
 * page of the catalogue has one (prerendered, or the app's shell in a partial build), so any other
 * path is not a page of the shop and answers 404, with index.html as the body so the app shows its
 * not-found page (docs/decisions/0067-not-found-status-and-private-pages.md).
 */
export function pageWithoutFile(urlPath: string): 'private' | 'app' | 'not-found' {
  if (new RegExp(PRIVATE_PAGES_REGEX).test(urlPath)) return 'private';
  if (new RegExp(APP_PAGES_REGEX).test(urlPath)) return 'app';
  return 'not-found';
}
