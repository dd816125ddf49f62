/**
 * A build configured the way Vite projects are: by `.env.production` (and `.env.production.local`
 * for secrets) in the project root. A copy of the project in a temp folder (its own env files,
 * node_modules linked) is built with `npm run build`'s script, and what the files say must reach
 * every part of the build: the catalogue API (VITE_API_URL) and public address (VITE_SITE_URL) of
 * the sitemap, robots.txt and prerendered pages, and the Sentry settings of vite.config.ts: the
 * source maps are uploaded (to a fake Sentry here) by Sentry's Vite plugin with the release named
 * after the build id, and none is left in the build (vite/sentry-source-maps.ts). A second build, with Sentry unreachable, still succeeds without maps.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../demo-api/server';
import { root, serverDirOf } from './lib/project';

const SITE = 'https://shop.example.nl';
const project = mkdtempSync(path.join(tmpdir(), 'shop-env-project-'));
let demo: DemoServer;
let sentry: Server;
let sentryUrl = '';
const sentryRequests: Array<{ method: string; url: string; body: Buffer }> = [];

/** The files a build reads, copied; node_modules linked (the build's server bundle cache too). */
function copyProject() {
  const entries = [
    'index.html',
    'package.json',
    'shop.config.json',
    'vite.config.ts',
    'vite',
    'src',
    'locales',
  ];
  entries.push('public', 'scripts', 'demo-api');
  for (const name of readdirSync(root))
    if (/^tsconfig.*\.json$/.test(name) || entries.includes(name))
      cpSync(path.join(root, name), path.join(project, name), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'), 'dir');
}

/**
 * Just enough of Sentry's API for the plugin's upload: it asks for every chunk of the artifact
 * bundle once, and records what it is sent.
 */
function startFakeSentry(): Promise<string> {
  let assembled = 0;
  sentry = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = req.url ?? '';
      sentryRequests.push({ method: req.method ?? '', url, body });
      let answer: unknown = {};
      if (url.endsWith('/chunk-upload/') && req.method === 'GET')
        answer = {
          url: `${sentryUrl}api/0/organizations/shop-org/chunk-upload/`,
          chunkSize: 8 * 1024 * 1024,
          chunksPerRequest: 64,
          maxFileSize: 2 ** 31,
          maxRequestSize: 32 * 1024 * 1024,
          concurrency: 1,
          hashAlgorithm: 'sha1',
          compression: [],
          accept: ['release_files', 'artifact_bundles'],
        };
      else if (url.endsWith('/assemble/')) {
        const { chunks: wanted } = JSON.parse(body.toString()) as { chunks: string[] };
        answer = assembled++
          ? { state: 'ok', missingChunks: [] }
          : { state: 'not_found', missingChunks: wanted };
      } else if (url.endsWith('/releases/') && req.method === 'POST')
        answer = JSON.parse(body.toString()) as unknown;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) =>
    sentry.listen(0, '127.0.0.1', () => {
      const address = sentry.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
    }),
  );
}

/** `npm run build`'s script in the copy, with none of this shell's shop settings. */
function build(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITEST|VITE_|SENTRY_|BUILD_ID$|SHOP_|NODE_ENV$)/.test(name),
    ),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(project, 'node_modules/.bin/tsx'),
      ['scripts/build.ts', ...args],
      {
        cwd: project,
        // The Sentry CLI keeps a database (it caches where an organisation's API is): its own here.
        env: {
          ...inherited,
          DEMO_DATA_FILE: '',
          SENTRY_CONFIG_DIR: path.join(project, '.sentry-cli'),
          ...env,
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

/** Every file below `dir`, relative to it. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => file.replaceAll('\\', '/'));

beforeAll(async () => {
  copyProject();
  demo = await startDemoServer({ port: 0, log: false });
  sentryUrl = await startFakeSentry();
  // .env says one thing, .env.production (the build's mode) another: the mode's file wins.
  writeFileSync(path.join(project, '.env'), 'VITE_SITE_URL=https://wrong.example.nl\n');
  writeFileSync(
    path.join(project, '.env.production'),
    [
      `VITE_SITE_URL=${SITE}`,
      `VITE_API_URL=${demo.url}/api`,
      'SENTRY_ORG=shop-org',
      'SENTRY_PROJECT=shop',
      `SENTRY_URL=${sentryUrl}`,
    ].join('\n'),
  );
  // The secret where Vite projects keep secrets: the git-ignored .local file of the mode.
  writeFileSync(path.join(project, '.env.production.local'), 'SENTRY_AUTH_TOKEN=sntrys_test\n');
});

afterAll(async () => {
  await new Promise((resolve) => sentry.close(resolve));
  await demo.close();
  for (const dist of readdirSync(project).filter((name) => name.startsWith('dist-')))
    rmSync(serverDirOf(path.join(project, dist)), { recursive: true, force: true });
  rmSync(project, { recursive: true, force: true });
});

describe('a build configured by .env.production', () => {
  it(
    'writes its site URL into pages, sitemap and robots.txt, and uploads then removes its source maps',
    { timeout: 120_000 },
    async () => {
      const dist = mkdtempSync(path.join(project, 'dist-'));
      const output = await build(['--pages', '2'], { SHOP_DIST_DIR: dist });

      // The catalogue API of .env.production, not the in-process demo API of the default /api.
      expect(output).toContain(`written from ${demo.url}/api`);
      const page = readFileSync(path.join(dist, 'nl/index.html'), 'utf8');
      expect(page).toContain(`<link rel="canonical" href="${SITE}/nl"`);
      expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain(
        `<loc>${SITE}/nl</loc>`,
      );
      expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(
        `Sitemap: ${SITE}/sitemap.xml`,
      );
      expect(page + readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain('wrong');

      // Sentry: the release is the build id, and the entry's map went up with it.
      const { buildId } = JSON.parse(readFileSync(path.join(dist, 'version.json'), 'utf8')) as {
        buildId: string;
      };
      const release = sentryRequests.find(
        (request) => request.method === 'POST' && request.url.endsWith('/releases/'),
      );
      expect(JSON.parse(release?.body.toString() ?? '{}')).toMatchObject({ version: buildId });
      const manifest = JSON.parse(
        readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
      ) as Record<string, { file: string; isEntry?: boolean }>;
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file ?? '';
      const uploaded = sentryRequests
        .filter((request) => request.method === 'POST' && request.url.endsWith('/chunk-upload/'))
        .map((request) => request.body.toString('latin1'))
        .join('');

      // The same id is the bundle's VITE_BUILD_ID (Sentry.init's release).
      const js = filesIn(dist).filter((file) => file.endsWith('.js'));
      const bundle = js.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
      expect(bundle).toContain(`VITE_BUILD_ID:\`${buildId}\``);
      // No map to serve and none referenced; the entry carries the debug id its map went up
      // under (an artifact bundle names each file after its debug id: `_/_/<id>-<n>.js.map`).
      expect(filesIn(dist).filter((file) => file.endsWith('.map'))).toEqual([]);
      expect(bundle).not.toContain('sourceMappingURL');
      const debugId = /sentry-dbid-([0-9a-f-]{36})/.exec(
        readFileSync(path.join(dist, entry), 'utf8'),
      )?.[1];
      expect(debugId).toBeDefined();
      expect(uploaded).toMatch(new RegExp(`_/_/${debugId}-\\d+\\.js\\.map`));
    },
  );

  it(
    'still builds, without source maps, when Sentry cannot be reached',
    { timeout: 120_000 },
    async () => {
      const dist = mkdtempSync(path.join(project, 'dist-'));
      // The environment beats .env.production: a port where nothing listens. A CLI database of
      // its own, without the fake Sentry's address cached by the other build.
      const output = await build(['--no-prerender'], {
        SHOP_DIST_DIR: dist,
        SENTRY_URL: 'http://127.0.0.1:9/',
        SENTRY_CONFIG_DIR: path.join(project, '.sentry-cli-offline'),
      });
      expect(output).toContain('Source maps not uploaded');
      expect(existsSync(path.join(dist, 'index.html'))).toBe(true);
      expect(filesIn(dist).filter((file) => file.endsWith('.map'))).toEqual([]);
    },
  );
});
