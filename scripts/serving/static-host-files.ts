/**
 * `_headers` and `_redirects` for Netlify and Cloudflare Pages, from the rule table of
 * vite/serving-rules.ts. Both hosts read the same two files, but not the same way:
 *
 * - Netlify serves a file that exists before any rule whose path matches it ("shadowing"), so
 *   `/* /index.html 200` is the SPA fallback after the prerendered pages, and `/api/*` can be
 *   proxied to another origin.
 * - Cloudflare Pages applies a rule before looking for a file, so it refuses `/* /index.html` (an
 *   endless loop there), proxies only to its own paths and knows no 404 rule: it ignores those
 *   lines with a warning. Its built-in behaviour does the same: a project without a top-level
 *   404.html is a single-page app (index.html for every missing path), and the nearest 404.html
 *   up the path answers a miss, which is why assets/404.html exists.
 *
 * Neither host can refuse a file it was given: `.vite/` and the source maps must be left out of
 * the upload (docs/deployment.md).
 *
 * Ours, not a library's, for the reason scripts/serving/nginx-config.ts gives: it prints the one
 * rule table every server follows.
 */
import { securityHeaders, type CspSources } from '../../vite/csp-policy';
import {
  ASSETS_PREFIX,
  CACHE_CONTROL,
  PROXIED_PATHS,
  SPA_INDEX,
  VERSION_FILE,
  type UpstreamName,
} from '../../vite/serving-rules';

/** Answers a miss under assets/ on both hosts (see above); written next to the hashed files. */
export const ASSETS_NOT_FOUND_FILE = 'assets/404.html';
export const ASSETS_NOT_FOUND_HTML =
  '<!doctype html>\n<html lang="en"><meta charset="utf-8"><title>Not found</title><p>Not found.</p></html>\n';

const GENERATED = [
  '# Written by `npm run build` (scripts/serving/static-host-files.ts) from vite/serving-rules.ts;',
  '# change those, not this file. Netlify and Cloudflare Pages: see docs/deployment.md.',
];

export interface StaticHostOptions {
  sources: CspSources;
  /** The shop's languages: every page path starts with one. */
  languages: readonly string[];
}

/** Rules by path; a header is set by one rule per path only (Cloudflare joins repeated ones). */
export function headersFile({ sources, languages }: StaticHostOptions): string {
  const rule = (path: string, headers: Record<string, string>) => [
    path,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  const revalidate = { 'Cache-Control': CACHE_CONTROL.revalidate };
  const htmlPaths = ['/', SPA_INDEX, ...languages.flatMap((lang) => [`/${lang}`, `/${lang}/*`])];
  return [
    ...GENERATED,
    // Both hosts serve over https. Every answer: a static host cannot tell html answers apart.
    ...rule('/*', securityHeaders(sources, true)),
    ...rule(`${ASSETS_PREFIX}*`, { 'Cache-Control': CACHE_CONTROL.immutable }),
    ...rule(VERSION_FILE, revalidate),
    ...htmlPaths.flatMap((path) => rule(path, revalidate)),
    '',
  ].join('\n');
}

/** An absolute http(s) origin, or undefined when unset; anything else fails the build. */
export function upstreamOrigin(name: UpstreamName, value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const url = URL.canParse(trimmed) ? new URL(trimmed) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== trimmed.replace(/\/$/, ''))
    throw new Error(`${name} must be an origin such as https://api.example.nl, not "${trimmed}"`);
  return url.origin;
}

export function redirectsFile(upstreams: Partial<Record<UpstreamName, string>>): string {
  const proxies = PROXIED_PATHS.flatMap(({ prefix, upstream }) => {
    const origin = upstreams[upstream];
    // Netlify proxies to another origin; the path is passed on unchanged, as nginx does.
    return origin ? [`${prefix}*  ${origin}${prefix}:splat  200`] : [];
  });
  return [
    ...GENERATED,
    ...proxies,
    // A missing asset is a 404, not the app (a stale chunk must fail so the shop reloads).
    `${ASSETS_PREFIX}*  /${ASSETS_NOT_FOUND_FILE}  404`,
    // The SPA fallback: files (the prerendered pages among them) are served before it.
    `/*  ${SPA_INDEX}  200`,
    '',
  ].join('\n');
}
