/**
 * Writes sitemap.xml and robots.txt into a built shop (dist/) from the catalogue the build walked
 * (scripts/lib/project.ts): the same pages are prerendered.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { languages } from '../../src/shared/config/languages';
import { switchLanguagePath } from '../../src/shared/config/paths';
import { parseSiteUrl } from '../../src/shared/config/site';
import {
  buildRobotsTxt,
  buildSitemapXml,
  sitemapPaths,
  type SitemapCatalogue,
} from '../../src/shared/seo/sitemap';

export interface SeoFilesOptions {
  distDir: string;
  catalogue: SitemapCatalogue;
  /** The public origin (VITE_SITE_URL); a bad value fails the build. */
  siteUrl: string;
}

/** Every page of the sitemap, in every language: `/nl/…`, `/en/…`, `/de/…`, `/fr/…`. */
export const sitemapPages = (catalogue: SitemapCatalogue): string[] =>
  languages.flatMap((language) =>
    sitemapPaths(catalogue).map((page) => switchLanguagePath(page, language)),
  );

/** Answers the number of `<url>` entries written. */
export async function writeSeoFiles(options: SeoFilesOptions): Promise<number> {
  const siteUrl = parseSiteUrl(options.siteUrl);
  const xml = buildSitemapXml(siteUrl, sitemapPaths(options.catalogue));
  await mkdir(options.distDir, { recursive: true });
  await writeFile(path.join(options.distDir, 'sitemap.xml'), xml);
  await writeFile(path.join(options.distDir, 'robots.txt'), buildRobotsTxt(siteUrl));
  return (xml.match(/<url>/g) ?? []).length;
}
