/**
 * The app's shell (the built index.html) as the file of every page of the sitemap the build did
 * not prerender (a partial build: `--pages N`, or none with `prerender: false`). Every page of the
 * shop then has a file, so a web server tells a page of the shop from an unknown path by the file
 * alone: the one answers 200, the other 404 (docs/decisions/0067-not-found-status-and-private-pages.md).
 * The app renders a shell page in the browser, as it did every page before prerendering.
 */
import { copyFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { prerenderedFile } from './page-html';

/** Writes the shell for each page without a file; answers the files written. */
export async function writeAppShells(distDir: string, pages: readonly string[]): Promise<string[]> {
  const shell = path.join(distDir, 'index.html');
  const written: string[] = [];
  for (const page of pages) {
    const file = path.join(distDir, prerenderedFile(page));
    if (
      await stat(file).then(
        (info) => info.isFile(),
        () => false,
      )
    )
      continue;
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(shell, file);
    written.push(file);
  }
  return written;
}
