/**
 * Writes sitemap.xml and robots.txt into a built shop (dist/), from the catalogue API. The build
 * (scripts/lib/project.ts) calls `writeSeoFiles` after `vite build`; on its own:
 *
 *   tsx scripts/seo/write-seo-files.ts --dist <dir> [--api <url>] [--site <url>]
 *
 * --api is the API base (e.g. https://api.example.nl/api); without it the demo API is started
 * in-process on a free port. --site (else VITE_SITE_URL, else http://localhost:4173) is the public
 * origin written into both files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startDemoServer } from '../../demo-api/server';
import { loadEnvFiles } from '../../demo-api/server/env-file';
import { parseSiteUrl } from '../../src/shared/config/site';
import { buildRobotsTxt, buildSitemapXml, sitemapPaths } from '../../src/shared/seo/sitemap';
import { walkCatalogue } from './walk-catalogue';

export interface SeoFilesOptions {
  distDir: string;
  /** The API base; default: the demo API, started for the walk. */
  apiBase?: string;
  /** Default: VITE_SITE_URL, else http://localhost:4173. A bad value fails the build. */
  siteUrl?: string;
}

export interface SeoFilesResult {
  /** Pages per language. */
  pages: number;
  /** `<url>` entries in sitemap.xml (pages × languages). */
  urls: number;
  files: string[];
}

export async function writeSeoFiles(options: SeoFilesOptions): Promise<SeoFilesResult> {
  const siteUrl = parseSiteUrl(options.siteUrl ?? process.env.VITE_SITE_URL);
  const demo = options.apiBase ? null : await startDemoServer({ port: 0, log: false });
  try {
    const catalogue = await walkCatalogue(options.apiBase ?? `${demo?.url}/api`);
    const pages = sitemapPaths(catalogue);
    const xml = buildSitemapXml(siteUrl, pages);
    const sitemapFile = path.join(options.distDir, 'sitemap.xml');
    const robotsFile = path.join(options.distDir, 'robots.txt');
    await mkdir(options.distDir, { recursive: true });
    await writeFile(sitemapFile, xml);
    await writeFile(robotsFile, buildRobotsTxt(siteUrl));
    const urls = (xml.match(/<url>/g) ?? []).length;
    return { pages: pages.length, urls, files: [sitemapFile, robotsFile] };
  } finally {
    await demo?.close();
  }
}

async function main() {
  loadEnvFiles();
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      api: { type: 'string' },
      site: { type: 'string' },
    },
  });
  if (!values.dist) {
    console.error(
      'usage: tsx scripts/seo/write-seo-files.ts --dist <dir> [--api <url>] [--site <url>]',
    );
    process.exit(2);
  }
  const result = await writeSeoFiles({
    distDir: path.resolve(values.dist),
    apiBase: values.api,
    siteUrl: values.site,
  });
  console.log(
    `sitemap.xml: ${result.urls} URLs (${result.pages} pages × languages); robots.txt written to ${values.dist}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
