/**
 * Serves the built shop (dist/) by the rule table the production web servers are generated from
 * (vite/serving-rules.ts): hashed assets cached forever, html and version.json revalidated on
 * every visit, a prerendered page (dist/nl/detail/…/index.html) for its path, the app's own
 * pages (private ones with a noindex header) answered with index.html so the app's router renders
 * them, any other page path a 404 with index.html as its body (the app shows its not-found page),
 * a missing file a 404, and build metadata and source maps never served. e2e-nginx runs the same checks against this server and
 * the generated nginx configuration.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  cacheControlFor,
  isHiddenPath,
  isPagePath,
  pageWithoutFile,
  PRERENDERED_INDEX,
  PRIVATE_ROBOTS_TAG,
  PROXIED_PATHS,
  SPA_INDEX,
} from '../../vite/serving-rules';
import { sendJson, shouldGzip } from './fetch-bridge';
import { htmlSecurityHeaders } from './security-headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

interface LoadedFile {
  body: Buffer;
  gzipped: Buffer | undefined;
  etag: string;
  mtimeMs: number;
}

/** Files are small and few: keep them (and their gzip) in memory, reloaded when they change. */
const cache = new Map<string, LoadedFile>();

async function load(file: string): Promise<LoadedFile | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs) return cached;
  const body = await readFile(file);
  const loaded: LoadedFile = {
    body,
    gzipped: body.length > 1024 ? gzipSync(body, { level: 9 }) : undefined,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
    mtimeMs: info.mtimeMs,
  };
  cache.set(file, loaded);
  return loaded;
}

/** Paths the SPA never owns: a miss there is a 404, not index.html. The demo's own pages too. */
const apiPrefixes = [...PROXIED_PATHS.map(({ prefix }) => prefix), '/__demo/'];

/** Whether a path is answered by the API's handlers rather than from the folder. */
export function isApiPath(urlPath: string): boolean {
  return apiPrefixes.some((prefix) => urlPath.startsWith(prefix));
}

export interface StaticSite {
  /** Answers a GET or HEAD from the folder; false when the request is not one for the folder. */
  serve: (req: IncomingMessage, res: ServerResponse, urlPath: string) => Promise<boolean>;
  /**
   * Answers a page path without a file with index.html: 200 for the app's own pages, else 404;
   * false for a path that is no page.
   */
  serveFallback: (req: IncomingMessage, res: ServerResponse, urlPath: string) => Promise<boolean>;
}

export function staticSite(root: string): StaticSite {
  const base = path.resolve(root);

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    urlPath: string,
    {
      status = 200,
      extraHeaders = {},
    }: { status?: number; extraHeaders?: Record<string, string> } = {},
  ) {
    const loaded = await load(file);
    if (!loaded) return false;
    const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string | number> = {
      'content-type': type,
      'cache-control': cacheControlFor(urlPath, type.startsWith('text/html')),
      etag: loaded.etag,
      'x-content-type-options': 'nosniff',
      ...extraHeaders,
    };
    if (type.startsWith('text/html')) Object.assign(headers, htmlSecurityHeaders(req, base));
    // A 404 is never "not modified": its body is index.html's, and so would be its etag.
    if (status === 200 && req.headers['if-none-match'] === loaded.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const gzipped = loaded.gzipped && shouldGzip(req, type) ? loaded.gzipped : undefined;
    const body = gzipped ?? loaded.body;
    if (loaded.gzipped) headers['vary'] = 'accept-encoding';
    if (gzipped) headers['content-encoding'] = 'gzip';
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return {
    async serve(req, res, urlPath) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (isApiPath(urlPath)) return false;
      let decoded: string;
      try {
        decoded = decodeURIComponent(urlPath);
      } catch {
        return false;
      }
      const file = path.join(base, path.normalize(decoded));
      if (!file.startsWith(base + path.sep)) return false; // no way out of the folder
      // Checked on the decoded, normalised path: /%2Evite/ and /assets/..%2F.vite/ are the same.
      if (isHiddenPath(`/${path.relative(base, file).split(path.sep).join('/')}`)) {
        sendJson(res, 404, { message: `Not found: ${urlPath}` });
        return true;
      }
      if (decoded.endsWith('/')) return send(req, res, path.join(file, PRERENDERED_INDEX), urlPath);
      if (await send(req, res, file, urlPath)) return true;
      // A page prerendered at build time (dist/nl/detail/…/index.html) wins over the fallback.
      return send(req, res, path.join(file, PRERENDERED_INDEX), urlPath);
    },

    async serveFallback(req, res, urlPath) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (isApiPath(urlPath)) return false;
      // A path with an extension names a file: missing, it is a 404 (a stale chunk must fail).
      if (!isPagePath(urlPath)) return false;
      // On the decoded path, as nginx matches its locations: /nl/dashboard/%63art is the cart.
      let decoded: string;
      try {
        decoded = decodeURIComponent(urlPath);
      } catch {
        decoded = urlPath;
      }
      const answer = pageWithoutFile(decoded);
      return send(req, res, path.join(base, SPA_INDEX), SPA_INDEX, {
        status: answer === 'not-found' ? 404 : 200,
        extraHeaders:
          answer === 'private'
            ? { [PRIVATE_ROBOTS_TAG.name.toLowerCase()]: PRIVATE_ROBOTS_TAG.value }
            : {},
      });
    },
  };
}
