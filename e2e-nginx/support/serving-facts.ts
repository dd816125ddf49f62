/** What the serving checks compare answers with, read from the build being served. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { securityHeaders, type CspSources } from '../../vite/csp-policy';

export interface ServingFacts {
  /** dist/index.html, the SPA's answer to every page path without a prerendered file. */
  index: string;
  /** The entry script, e.g. /assets/index-….js */
  entry: string;
  /** A source map that lies in the served folder. */
  sourceMap: string;
  /** A prerendered product page and the product's name, as the API gives it. */
  product: { path: string; name: string };
  /** The build's policy and security headers, over http and https. */
  headers: { http: Record<string, string>; https: Record<string, string> };
}

/**
 * The first prerendered product page: dist/nl/detail/<brand>/<model>/<product>/index.html that is
 * not the app's shell (a partial build gives the pages it did not render the shell).
 */
function prerenderedProduct(distDir: string, index: string): string {
  const search = (slug: string[]): string[] | undefined => {
    const dir = path.join(distDir, 'nl/detail', ...slug);
    const file = path.join(dir, 'index.html');
    if (existsSync(file)) return readFileSync(file, 'utf8') === index ? undefined : slug;
    for (const next of readdirSync(dir).sort()) {
      const found = search([...slug, next]);
      if (found) return found;
    }
    return undefined;
  };
  const slug = existsSync(path.join(distDir, 'nl/detail')) ? search([]) : undefined;
  if (!slug) throw new Error(`No prerendered product page under ${distDir}/nl/detail`);
  return slug.join('/');
}

export async function servingFacts(
  distDir: string,
  apiUrl: string,
  sourceMap: string,
): Promise<ServingFacts> {
  const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
  const manifest = JSON.parse(read('.vite/manifest.json')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
  if (!entry) throw new Error('The build has no entry chunk');
  const sources = JSON.parse(read('.vite/csp.json')) as CspSources;
  const slug = prerenderedProduct(distDir, read('index.html'));
  const response = await fetch(`${apiUrl}/api/products/${slug}`, {
    headers: { 'x-locale': 'nl', 'x-account-type': 'personal', 'x-country-code': 'null' },
  });
  if (!response.ok) throw new Error(`The API has no product ${slug}: ${response.status}`);
  const detail = (await response.json()) as { productFamily: { name: string } };
  return {
    index: read('index.html'),
    entry: `/${entry}`,
    sourceMap,
    product: { path: `/nl/detail/${slug}`, name: detail.productFamily.name },
    headers: { http: securityHeaders(sources, false), https: securityHeaders(sources, true) },
  };
}
