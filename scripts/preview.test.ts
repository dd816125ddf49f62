/**
 * `npm run preview` serves the build that is there, with the demo API on the same origin, and
 * never builds one: a hand-made "build" is served as it is, and without a build it stops at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { root } from './lib/project';

const dirs: string[] = [];
let child: ChildProcess | undefined;

afterEach(() => {
  // npm starts a shell and tsx under it: the whole process group this test started goes.
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  child = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-preview-'));
  dirs.push(dir);
  return dir;
}

/** `npm run preview` on a free port; answers its output so far whenever `until` matches it. */
function preview(dist: string, until: RegExp): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    child = spawn('npm', ['run', 'preview'], {
      cwd: root,
      detached: true,
      env: { ...process.env, SHOP_DIST_DIR: dist, PORT: '0', DEMO_DATA_FILE: '' },
    });
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) resolve({ output, code: null });
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ output, code }));
  });
}

describe('npm run preview', () => {
  it(
    'serves the last build as it is, with the demo API on its origin',
    { timeout: 30_000 },
    async () => {
      const dist = tempDist();
      mkdirSync(path.join(dist, '.vite'));
      writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
      writeFileSync(
        path.join(dist, 'index.html'),
        '<!doctype html><html lang="nl"><title>hand-made build</title><div id="root"></div></html>',
      );
      const before = readdirSync(dist).sort();

      const { output } = await preview(dist, /Shop running at (http:\/\/localhost:\d+)/);
      const origin = /Shop running at (http:\/\/localhost:\d+)/.exec(output)?.[1];
      expect(origin).toBeDefined();

      const page = await fetch(`${origin}/nl`);
      expect(await page.text()).toContain('hand-made build');
      const brands = await fetch(`${origin}/api/brands`, {
        headers: { 'x-account-type': 'personal', 'x-locale': 'nl', 'x-country-code': 'null' },
      });
      expect(brands.status).toBe(200);
      expect(Array.isArray(await brands.json())).toBe(true);
      // Nothing was built into the folder.
      expect(readdirSync(dist).sort()).toEqual(before);
    },
  );

  it(
    'stops with a hint, and builds nothing, when there is no build',
    { timeout: 30_000 },
    async () => {
      const dist = tempDist();
      const { output, code } = await preview(dist, /(?!)/);
      expect(code).toBe(1);
      expect(output).toContain('run `npm run build` first');
      expect(readdirSync(dist)).toEqual([]);
    },
  );
});
