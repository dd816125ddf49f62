/**
 * The build reads its catalogue from the API VITE_API_URL names, not from the demo data: a second
 * demo API on another port, behind a proxy that renames and drops brands, stands in for a real
 * one, and the sitemap and the prerendered pages show what it answers.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo-api/server';
import { bin, root } from '../lib/project';

interface Brand {
  id: string;
  name: string;
  url: string;
}

let demo: DemoServer;
let proxy: Server;
let proxyOrigin = '';
const seen: string[] = [];
const dist = mkdtempSync(path.join(tmpdir(), 'shop-other-api-'));

/** Forwards to the demo API; its brand list loses Nilfisk and every other brand is renamed. */
function startProxy(target: string): Promise<string> {
  proxy = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const upstream = httpRequest(
      new URL(req.url ?? '/', target),
      // Uncompressed, so the brand list can be rewritten.
      { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        if (req.url !== '/api/brands') {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const brands = (JSON.parse(Buffer.concat(chunks).toString()) as Brand[])
            .filter((brand) => brand.url !== 'nilfisk')
            .map((brand) => ({ ...brand, name: `${brand.name} Elsewhere` }));
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(brands));
        });
      },
    );
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => {
      const address = proxy.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }),
  );
}

const withoutTestEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );

function build(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin('tsx'), ['scripts/build.ts', '--pages', '30'], {
      cwd: root,
      // The build as a shell starts it: without vitest's own variables (VITEST, NODE_ENV=test).
      env: { ...withoutTestEnv(process.env), ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

beforeAll(async () => {
  demo = await startDemoServer({ port: 0, log: false });
  proxyOrigin = await startProxy(demo.url);
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await demo.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a build against another API origin', () => {
  it('writes its sitemap and pages from that API', { timeout: 240_000 }, async () => {
    const output = await build({
      VITE_API_URL: `${proxyOrigin}/api`,
      VITE_SITE_URL: 'https://www.elsewhere.example',
      SHOP_DIST_DIR: dist,
    });
    expect(output).toContain(`written from ${proxyOrigin}/api`);
    expect(seen).toContain('GET /api/brands');

    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/nl/results/karcher');
    expect(sitemap).not.toContain('/nl/results/nilfisk');

    const brandPage = path.join(dist, 'nl/results/karcher/index.html');
    expect(existsSync(brandPage)).toBe(true);
    expect(readFileSync(brandPage, 'utf8')).toMatch(/<title>[^<]*Elsewhere/);
    expect(existsSync(path.join(dist, 'nl/results/nilfisk/index.html'))).toBe(false);
  });
});
