/**
 * Writes the web servers' configuration into a built shop, right after `vite build` (see
 * scripts/lib/project.ts), from the build's own policy sources (dist/.vite/csp.json):
 *
 * - `.vite/nginx/default.conf.template`: the nginx server block, a template for the official
 *   image. In the build output so it always matches the files beside it, and under `.vite/`,
 *   which every configuration refuses to serve;
 * - `_headers`, `_redirects` and `assets/404.html` for Netlify and Cloudflare Pages, which read
 *   them from the published folder.
 *
 * API_UPSTREAM and AUTH_UPSTREAM (from the environment or .env files, read by the build) are
 * absolute origins for the static hosts' proxy lines; nginx takes them at container start instead.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { languages } from '../../src/shared/config/languages';
import { CSP_SOURCES_FILE } from '../../vite/csp-meta';
import type { CspSources } from '../../vite/csp-policy';
import { nginxServerConfig, NGINX_TEMPLATE_FILE } from './nginx-config';
import {
  ASSETS_NOT_FOUND_FILE,
  ASSETS_NOT_FOUND_HTML,
  headersFile,
  redirectsFile,
  upstreamOrigin,
} from './static-host-files';

/** The build's policy sources, as vite/csp-meta.ts wrote them. */
export async function readCspSources(distDir: string): Promise<CspSources> {
  return JSON.parse(await readFile(path.join(distDir, CSP_SOURCES_FILE), 'utf8')) as CspSources;
}

/** Answers the files written, relative to distDir. */
export async function writeServingFiles(
  distDir: string,
  env: Record<string, string | undefined> = process.env,
): Promise<string[]> {
  const sources = await readCspSources(distDir);
  const files: Record<string, string> = {
    [NGINX_TEMPLATE_FILE]: nginxServerConfig({ sources }),
    _headers: headersFile({ sources, languages }),
    _redirects: redirectsFile({
      API_UPSTREAM: upstreamOrigin('API_UPSTREAM', env.API_UPSTREAM),
      AUTH_UPSTREAM: upstreamOrigin('AUTH_UPSTREAM', env.AUTH_UPSTREAM),
    }),
    [ASSETS_NOT_FOUND_FILE]: ASSETS_NOT_FOUND_HTML,
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(distDir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return Object.keys(files);
}
