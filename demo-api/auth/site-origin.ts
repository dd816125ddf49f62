/**
 * The shop's origin in mailed links: the real backend's `websiteDomain` (docs/auth-protocol.md §3.4),
 * a setting of the demo API and never a request header. `Origin`, `Host` and
 * `X-Forwarded-Host` are chosen by whoever sends the request: taken from there, anyone could
 * request a reset mail for someone else's address whose link, with a valid token, points at their
 * own site.
 *
 * One value per process: the demo server sets it when it starts (demo-api/server.ts); without a
 * server (the vitest suites) it is the default.
 */

/** Where `npm start` and `vite preview` serve the shop (vite.config.ts, scripts/start.ts). */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:4173';

/** DEMO_SITE_URL (or the server's `siteUrl` option) is not an http(s) origin. */
export class SiteOriginError extends Error {
  constructor(raw: string) {
    super(
      `DEMO_SITE_URL must be the shop's origin, an absolute http(s) URL without path, query or ` +
        `fragment (e.g. https://shop.example), got "${raw}"`,
    );
    this.name = 'SiteOriginError';
  }
}

/** The origin a configured site URL names; a trailing slash is fine, a path is not. */
export function parseSiteOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new SiteOriginError(raw);
  }
  // The shop is served at the root of its origin: mail links are `/{lang}/…` paths on it.
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare)
    throw new SiteOriginError(raw);
  return url.origin;
}

let configured: string | undefined;

/** Sets the origin of mailed links (throws SiteOriginError); undefined goes back to the default. */
export function setSiteOrigin(siteUrl: string | undefined): void {
  configured = siteUrl === undefined ? undefined : parseSiteOrigin(siteUrl);
}

export function siteOrigin(): string {
  return configured ?? DEFAULT_SITE_ORIGIN;
}
