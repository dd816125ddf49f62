import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspSourcesFromEnv,
  inlineScriptHashes,
} from '../../vite/csp-policy';
import { startHandlerServer, type RunningServer } from './create-server';

describe('the Content-Security-Policy built from the build configuration', () => {
  it('allows only the own origin for a build whose API and auth are on the same origin', () => {
    const sources = cspSourcesFromEnv({ VITE_API_URL: '/api', VITE_AUTH_DOMAIN: '' });
    const [inlineScript] = inlineScriptHashes;
    expect(inlineScript).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(contentSecurityPolicy(sources, { target: 'header', https: false })).toBe(
      `default-src 'self'; script-src 'self' ${inlineScript}; style-src 'self'; img-src 'self' data:; ` +
        "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('adds an absolute API, the auth domain and Sentry (with its replay worker)', () => {
    const sources = cspSourcesFromEnv({
      VITE_API_URL: 'https://api.shop.example/v1',
      VITE_AUTH_DOMAIN: 'https://auth.shop.example',
      VITE_SENTRY_DSN: 'https://key@o12.ingest.sentry.io/34',
    });
    const policy = contentSecurityPolicy(sources, { target: 'header', https: true });
    expect(policy).toContain(
      "connect-src 'self' https://api.shop.example https://auth.shop.example https://o12.ingest.sentry.io;",
    );
    expect(policy).toContain("img-src 'self' data: https://api.shop.example;");
    expect(policy).toContain("worker-src 'self' blob:;");
    expect(policy).toMatch(/; upgrade-insecure-requests$/);
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('leaves frame-ancestors out of the meta tag (browsers ignore it there)', () => {
    const meta = contentSecurityPolicy(cspSourcesFromEnv({}), { target: 'meta', https: false });
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toContain("form-action 'self'");
  });
});

describe('the demo server with --static', () => {
  let dist: string;
  let bare: string;
  let shop: RunningServer;
  let bareShop: RunningServer;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'csp-dist-'));
    mkdirSync(path.join(dist, '.vite'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shop</title>');
    writeFileSync(path.join(dist, 'assets/main-1.js'), 'console.log(1);');
    writeFileSync(
      path.join(dist, '.vite/csp.json'),
      JSON.stringify({ connect: ['https://api.shop.example'], img: [], blobWorker: false }),
    );
    bare = mkdtempSync(path.join(tmpdir(), 'csp-bare-'));
    writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>shop</title>');
    shop = await startHandlerServer({ handlers: [], port: 0, staticDir: dist });
    bareShop = await startHandlerServer({ handlers: [], port: 0, staticDir: bare });
  });

  afterAll(async () => {
    await Promise.all([shop.close(), bareShop.close()]);
    rmSync(dist, { recursive: true, force: true });
    rmSync(bare, { recursive: true, force: true });
  });

  it('sends the build policy and the security headers with every html page', async () => {
    for (const page of ['/nl/dashboard/cart', '/index.html', '/']) {
      const response = await fetch(`${shop.url}${page}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain(
        "connect-src 'self' https://api.shop.example;",
      );
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('upgrades insecure requests only behind https', async () => {
    const plain = await fetch(`${shop.url}/nl`);
    expect(plain.headers.get('content-security-policy')).not.toContain('upgrade-insecure');
    const tls = await fetch(`${shop.url}/nl`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('keeps the policy headers off assets', async () => {
    const asset = await fetch(`${shop.url}/assets/main-1.js`);
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('falls back to the environment for a build without its policy file', async () => {
    const response = await fetch(`${bareShop.url}/nl`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
