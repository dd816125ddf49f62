/** What the build writes into dist/ after `vite build`, from the policy sources it wrote there. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CspSources } from '../../vite/csp-policy';
import { nginxServerConfig, NGINX_TEMPLATE_FILE } from './nginx-config';
import { ASSETS_NOT_FOUND_FILE, ASSETS_NOT_FOUND_HTML } from './static-host-files';
import { writeServingFiles } from './write-serving-files';

const sources: CspSources = { connect: ['https://api.shop.example'], img: [], blobWorker: false };
let dist: string;
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'serving-files-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite/csp.json'), JSON.stringify(sources));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('writeServingFiles', () => {
  it("writes the nginx template, _headers, _redirects and assets/404.html from the build's policy", async () => {
    const files = await writeServingFiles(dist, {});
    expect(files.sort()).toEqual(
      [NGINX_TEMPLATE_FILE, '_headers', '_redirects', ASSETS_NOT_FOUND_FILE].sort(),
    );
    expect(read(NGINX_TEMPLATE_FILE)).toBe(nginxServerConfig({ sources }));
    expect(read(NGINX_TEMPLATE_FILE)).toContain("connect-src 'self' https://api.shop.example;");
    expect(read('_headers')).toContain("connect-src 'self' https://api.shop.example;");
    expect(read(ASSETS_NOT_FOUND_FILE)).toBe(ASSETS_NOT_FOUND_HTML);
    expect(read('_redirects')).not.toContain(':splat');
  });

  it('proxies /api on a static host when API_UPSTREAM is an absolute origin', async () => {
    await writeServingFiles(dist, { API_UPSTREAM: 'https://api.shop.example' });
    expect(read('_redirects')).toContain('/api/*  https://api.shop.example/api/:splat  200');
    expect(read('_redirects')).not.toContain('/auth/*');
  });

  it('fails the build for an upstream that is not an origin', async () => {
    await expect(writeServingFiles(dist, { AUTH_UPSTREAM: '/auth' })).rejects.toThrow(
      /AUTH_UPSTREAM must be an origin/,
    );
  });
});
