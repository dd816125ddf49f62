/** Paths and small process helpers shared by the scripts in scripts/. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readEnvFiles } from '../../vite/env-files';

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

/**
 * The browser the end-to-end tests drive: Debian's chromium-headless-shell where installed. It is
 * the same Blink without the browser's UI layers, and runs the suite about a third faster than the
 * full browser's headless mode on a two-core machine (the budget CI has). Lighthouse and the
 * performance scripts keep the full browser, which is what shoppers run.
 */
export const testChromium = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : systemChromium;

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

/**
 * The values a production build sees, read the way Vite reads them (.env, .env.local,
 * .env.production, .env.production.local; the environment wins): the sitemap and the prerender
 * use the same API and site URL as the bundle.
 */
export const buildEnv = (): Record<string, string> => readEnvFiles('production', root);

/** The public origin of the shop (sitemap, canonical links, prerendered pages). */
export const siteUrl = (): string => buildEnv().VITE_SITE_URL || 'http://localhost:4173';

/** The settings a production build cannot guess: without them it would describe the demo. */
export const PRODUCTION_SETTINGS = ['VITE_API_URL', 'VITE_SITE_URL'] as const;

/**
 * Throws, naming them, when a production build lacks its API or public address: a build that
 * quietly fell back to the demo catalogue and `localhost` links would deploy a shop of demo
 * products.
 */
export function checkProductionSettings(env: Record<string, string> = buildEnv()): void {
  const missing = PRODUCTION_SETTINGS.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return;
  throw new Error(
    `A production build needs VITE_API_URL (the shop API) and VITE_SITE_URL (the public address); ` +
      `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set. Set them in the ` +
      'environment or in .env.production.local, or build the demo shop with `npm run build -- --demo`.',
  );
}

/**
 * Where the build reads the catalogue: the demo API (null) for the demo shop; else VITE_API_URL,
 * a path on the public address when it is one (the API behind the shop's own origin).
 */
function catalogueApiUrl(demo: boolean): string | null {
  if (demo) return null;
  const env = buildEnv();
  return new URL(env.VITE_API_URL ?? '', env.VITE_SITE_URL).href;
}

/**
 * Where the server bundle of a build into `dist` goes (out of it: it is not served). Named after
 * the whole path: two checkouts sharing one node_modules each build into their own `dist`.
 */
export const serverDirOf = (dist: string): string =>
  path.join(
    root,
    'node_modules/.cache/shop-ssr',
    path.relative('/', path.resolve(dist)).replace(/[\\/:]+/g, '_'),
  );

export const serverDir = serverDirOf(distDir);

export interface BuildOptions {
  /**
   * Build the demo shop: its catalogue from the demo API, started in-process (`npm start`, the
   * tests, the budgets). Otherwise the build names its API and public address, or it stops.
   */
  demo?: boolean;
  /** Prerender the sitemap's pages (default); false: the SPA only, a quicker build. */
  prerender?: boolean;
  /**
   * At most this many pages per language (home and the info pages first), for a quick build; the
   * others get the app's shell as their file (scripts/prerender/app-shells.ts).
   */
  pageLimit?: number;
}

/**
 * The production build into dist/ (or SHOP_DIST_DIR): `vite build` for the browser and
 * `vite build --ssr` for Node, then from the catalogue API (scripts/prerender/catalogue-api.ts)
 * sitemap.xml and robots.txt (scripts/seo) and the prerendered pages (scripts/prerender).
 * No browser takes part.
 */
export async function buildShop({
  demo = false,
  prerender = true,
  pageLimit,
}: BuildOptions = {}): Promise<void> {
  if (!demo) checkProductionSettings();
  console.log(`Building the ${demo ? 'demo ' : ''}shop (vite build)…`);
  // One id for both builds (vite.config.ts): version.json, the bundle and the Sentry release.
  const env = { BUILD_ID: buildEnv().BUILD_ID || new Date().toISOString() };
  const vite = (args: string[]) => run(bin('vite'), ['build', '--logLevel', 'warn', ...args], env);
  await vite(['--outDir', distDir, '--emptyOutDir']);
  // nginx, Netlify and Cloudflare Pages configuration, from the policy this build just wrote.
  await (await import('../serving/write-serving-files')).writeServingFiles(distDir, buildEnv());
  if (prerender)
    await vite(['--ssr', 'src/entry-server.tsx', '--outDir', serverDir, '--emptyOutDir']);
  const { openCatalogueApi } = await import('../prerender/catalogue-api');
  const { walkCatalogue } = await import('../seo/walk-catalogue');
  const { sitemapPages, writeSeoFiles } = await import('../seo/write-seo-files');
  const api = await openCatalogueApi(catalogueApiUrl(demo));
  try {
    const catalogue = await walkCatalogue(api.base);
    const urls = await writeSeoFiles({ distDir, catalogue, siteUrl: siteUrl() });
    console.log(`sitemap.xml (${urls} URLs) and robots.txt written from ${api.base}.`);
    const { writeAppShells } = await import('../prerender/app-shells');
    // Every page of the shop has a file, prerendered or the shell: without one a path is a 404.
    const writeShells = async () => {
      const shells = await writeAppShells(distDir, sitemapPages(catalogue));
      if (shells.length) console.log(`The app's shell written for ${shells.length} pages.`);
    };
    if (!prerender) return await writeShells();
    const started = Date.now();
    const perLanguage = new Map<string, number>();
    const pages = sitemapPages(catalogue).filter((page) => {
      const language = page.split('/')[1] ?? '';
      const count = perLanguage.get(language) ?? 0;
      perLanguage.set(language, count + 1);
      return pageLimit === undefined || count < pageLimit;
    });
    const { prerender: prerenderPages } = await import('../prerender/prerender');
    const files = await prerenderPages({ distDir, serverDir, apiOrigin: api.origin, paths: pages });
    console.log(
      `Prerendered ${files.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    await writeShells();
  } finally {
    await api.close();
  }
}

/** Builds unless dist/ already holds a build (its Vite manifest), or when forced. */
export async function ensureBuilt(force: boolean): Promise<void> {
  if (force || !existsSync(manifestFile)) await buildShop({ demo: true });
}
