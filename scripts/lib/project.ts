/** Paths and small process helpers shared by the scripts in scripts/. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
/** dist/ unless SHOP_DIST_DIR names another folder (parallel builds on one machine). */
export const distDir = process.env.SHOP_DIST_DIR
  ? path.resolve(process.env.SHOP_DIST_DIR)
  : path.join(root, 'dist');
export const manifestFile = path.join(distDir, '.vite/manifest.json');

/** An executable of node_modules/.bin, so scripts work without npx and without a global install. */
export const bin = (name: string): string => path.join(root, 'node_modules/.bin', name);

/** Debian's Chromium when present (CI and these machines); otherwise let the tool pick its own. */
export const systemChromium = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/** Flags for a headless Chromium in a container that must not phone home. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs a command with the terminal attached; rejects when it exits non-zero. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${path.basename(command)} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`,
          ),
        );
    });
  });
}

/** `vite build` of the shop into dist/. */
export async function buildShop(): Promise<void> {
  console.log('Building the shop (vite build)…');
  await run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir']);
}

/** Builds unless dist/ already holds a build (its Vite manifest), or when forced. */
export async function ensureBuilt(force: boolean): Promise<void> {
  if (force || !existsSync(manifestFile)) await buildShop();
}
