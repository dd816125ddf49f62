/**
 * The shop's Content-Security-Policy and security headers, built in ONE place from the build
 * configuration (the VITE_* values): the meta fallback in the built index.html (vite/csp-meta.ts),
 * the demo server's response headers (demo-api/server/security-headers.ts) and the generated web
 * server configuration (scripts/serving) all come from here, so they cannot drift apart.
 */

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { compactBootScript } from '../src/app/prerender/page-boot.ts';
import { PERMISSIONS_POLICY } from './permissions-policy.ts';

/** The one inline script, in the head of prerendered pages, as the prerender writes it. */
export const pageBootScript = compactBootScript(
  readFileSync(new URL('../src/app/prerender/page-boot-script.js', import.meta.url), 'utf8'),
);

/** Inline scripts are allowed by their hash alone. */
export const inlineScriptHashes = [
  `'sha256-${createHash('sha256').update(pageBootScript).digest('base64')}'`,
];

/** What the policy needs from the build configuration: the origins beyond the page's own. */
export interface CspSources {
  /** Origins the page calls with fetch: an absolute API URL, the auth domain, Sentry's ingest. */
  connect: string[];
  /** Origins images load from: the API's, when it is absolute (product images come from it). */
  img: string[];
  /** Sentry Replay compresses its recording in a Worker created from a `blob:` URL. */
  blobWorker: boolean;
}

export interface PolicyOptions {
  /**
   * `meta`: for `<meta http-equiv>`, which ignores frame-ancestors (browsers warn about it), so
   * it is left out there; the header carries it.
   */
  target: 'header' | 'meta';
  /**
   * Served over https: then `upgrade-insecure-requests` is added. Never on http (the e2e server,
   * http://127.0.0.1): there it would try to upgrade the shop's own calls to an https port that
   * does not exist.
   */
  https: boolean;
}

/** The origin of an absolute URL; undefined for a path (`/api`), an empty value or junk. */
export function originOf(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.startsWith('/')) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const unique = (values: Array<string | undefined>): string[] => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** The extra sources of a build, from its VITE_* values (see .env.example). */
export function cspSourcesFromEnv(env: Record<string, string | undefined>): CspSources {
  const api = originOf(env.VITE_API_URL);
  // A DSN is https://<key>@o1.ingest.sentry.io/<project>: events go to its origin.
  const sentry = originOf(env.VITE_SENTRY_DSN);
  return {
    connect: unique([api, originOf(env.VITE_AUTH_DOMAIN), sentry]),
    img: unique([api]),
    blobWorker: sentry !== undefined,
  };
}

/** The policy as directive name -> sources, in the order they are written. */
export function cspDirectives(
  sources: CspSources,
  options: PolicyOptions,
): Array<[string, string[]]> {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // Only the bundle's own files: no inline script, no eval (Vite's modulepreload polyfill,
    // react-intl with precompiled messages, SuperTokens and Sentry all run without either).
    ['script-src', ["'self'", ...inlineScriptHashes]],
    // Stylesheets from the bundle; React's style={{…}} props are set through the CSSOM, which a
    // policy does not restrict, so no 'unsafe-inline' is needed.
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', ...sources.img]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...sources.connect]],
    ...(sources.blobWorker ? [['worker-src', ["'self'", 'blob:']] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The shop's forms post through fetch; the demo bank is a page on the API's own origin.
    ['form-action', ["'self'"]],
  ];
  if (options.target === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  if (options.https) directives.push(['upgrade-insecure-requests', []]);
  return directives;
}

/** The policy text, e.g. for a Content-Security-Policy header or a meta tag's content. */
export function contentSecurityPolicy(sources: CspSources, options: PolicyOptions): string {
  return cspDirectives(sources, options)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Every security header an html answer carries (the demo server and scripts/serving). */
export function securityHeaders(sources: CspSources, https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources, { target: 'header', https }),
    'X-Content-Type-Options': 'nosniff',
    // Full URLs (a password-reset link's token) never leave the shop in a Referer header.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The older header for browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
