/** A partial build gives the pages it did not prerender the app's shell as their file. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { writeAppShells } from './app-shells';

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

it('writes index.html for each page without a file, and keeps the prerendered ones', async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'app-shells-'));
  const shell = '<!doctype html><title>shell</title>';
  writeFileSync(path.join(dist, 'index.html'), shell);
  mkdirSync(path.join(dist, 'nl/detail/a/b/c'), { recursive: true });
  writeFileSync(path.join(dist, 'nl/detail/a/b/c/index.html'), 'prerendered');

  const written = await writeAppShells(dist, ['/nl', '/nl/detail/a/b/c', '/de/detail/a/b/c']);

  const read = (file: string) => readFileSync(path.join(dist ?? '', file), 'utf8');
  expect(written.map((file) => path.relative(dist ?? '', file)).sort()).toEqual([
    'de/detail/a/b/c/index.html',
    'nl/index.html',
  ]);
  expect(read('nl/index.html')).toBe(shell);
  expect(read('de/detail/a/b/c/index.html')).toBe(shell);
  expect(read('nl/detail/a/b/c/index.html')).toBe('prerendered');
});
