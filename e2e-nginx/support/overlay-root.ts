/**
 * A folder that serves like the build but holds one extra file, a source map: builds ship none
 * (their maps go to Sentry and are deleted), yet the rule that hides them must be shown to
 * work. Every entry of the build is linked in (nginx and the demo server follow links), so the
 * build itself is never written to.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface OverlayRoot {
  root: string;
  /** The planted map's URL path. */
  sourceMap: string;
  remove: () => void;
}

export function overlayRoot(distDir: string): OverlayRoot {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-root-'));
  const link = (from: string, to: string) => {
    for (const entry of readdirSync(from)) {
      if (from === distDir && entry === 'assets') continue;
      symlinkSync(path.join(from, entry), path.join(to, entry));
    }
  };
  link(distDir, root);
  mkdirSync(path.join(root, 'assets'));
  link(path.join(distDir, 'assets'), path.join(root, 'assets'));
  const sourceMap = '/assets/planted-0000.js.map';
  writeFileSync(path.join(root, sourceMap), '{"version":3,"sources":[],"mappings":""}');
  return { root, sourceMap, remove: () => rmSync(root, { recursive: true, force: true }) };
}
