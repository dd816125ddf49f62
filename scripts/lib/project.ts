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

/** The public origin of the shop (sitemap, canonical links, prerendered pages). */
export const siteUrl = (): string => process.env.VITE_SITE_URL || 'http://localhost:4173';

/**
 * The production build into dist/ (or SHOP_DIST_DIR): `vite build`, then sitemap.xml and
 * robots.txt (scripts/seo, when present), the route shells (scripts/shells), then the prerendered
 * pages (scripts/prerender).
 */
export async function buildShop({ prerender = true }: { prerender?: boolean } = {}): Promise<void> {
  console.log('Building the shop (vite build)…');
  await run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir']);
  // The route shells' early scripts, built on their own (vite/early-calls.config.ts).
  await run(bin('vite'), [
    'build',
    ...['--config', 'vite/early-calls.config.ts', '--logLevel', 'warn', '--outDir', distDir],
  ]);
  await writeSeoFiles();
  const { writeRouteShells } = await import('../shells/write-route-shells');
  console.log(`Route shells written: ${(await writeRouteShells(distDir)).length}.`);
  if (!prerender) return;
  const started = Date.now();
  const { prerender: prerenderPages } = await import('../prerender/prerender');
  const files = await prerenderPages({ distDir, siteUrl: siteUrl() });
  console.log(
    `Prerendered ${files.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/** Written by scripts/seo/write-seo-files.ts; a build without that module skips this step. */
async function writeSeoFiles(): Promise<void> {
  const modulePath = '../seo/write-seo-files';
  if (!existsSync(path.join(import.meta.dirname, `${modulePath}.ts`))) {
    console.log('No scripts/seo/write-seo-files.ts: sitemap.xml and robots.txt skipped.');
    return;
  }
  const seo = (await import(/* @vite-ignore */ modulePath)) as {
    writeSeoFiles: (options: { distDir: string; siteUrl: string }) => Promise<{ urls: number }>;
  };
  const { urls } = await seo.writeSeoFiles({ distDir, siteUrl: siteUrl() });
  console.log(`sitemap.xml (${urls} URLs) and robots.txt written.`);
}

/** Builds unless dist/ already holds a build (its Vite manifest), or when forced. */
export async function ensureBuilt(force: boolean): Promise<void> {
  if (force || !existsSync(manifestFile)) await buildShop();
}
