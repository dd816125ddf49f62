/**
 * The security headers of every html answer of the served shop: the Content-Security-Policy of
 * the build being served (its sources from dist/.vite/csp.json, written by vite/csp-meta.ts) and
 * the other headers of vite/csp-policy.ts, so the demo server, the meta fallback and the generated
 * web server configuration (scripts/serving) share one policy.
 */
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import { cspSourcesFromEnv, securityHeaders, type CspSources } from '../../vite/csp-policy';

const SOURCES_FILE = '.vite/csp.json';

const cache = new Map<string, { mtimeMs: number; sources: CspSources }>();

/** The build's policy sources; for a folder without them (an old or hand-made build), the env's. */
export function buildSources(root: string): CspSources {
  const file = path.join(root, SOURCES_FILE);
  try {
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.sources;
    const sources = JSON.parse(readFileSync(file, 'utf8')) as CspSources;
    cache.set(file, { mtimeMs, sources });
    return sources;
  } catch {
    return cspSourcesFromEnv(process.env);
  }
}

/** https directly, or behind a proxy that says so (then upgrade-insecure-requests is safe). */
export function isHttps(req: IncomingMessage): boolean {
  return (
    Boolean((req.socket as TLSSocket).encrypted) ||
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
  );
}

/** Headers for an html answer served from `root` (lower-case names, as Node writes them). */
export function htmlSecurityHeaders(req: IncomingMessage, root: string): Record<string, string> {
  const headers = securityHeaders(buildSources(root), isHttps(req));
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}
