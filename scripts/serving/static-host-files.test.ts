/** `_headers` and `_redirects` in the syntax Netlify and Cloudflare Pages document. */
import { describe, expect, it } from 'vitest';
import { cspSourcesFromEnv, securityHeaders } from '../../vite/csp-policy';
import { CACHE_CONTROL } from '../../vite/serving-rules';
import {
  ASSETS_NOT_FOUND_FILE,
  headersFile,
  redirectsFile,
  upstreamOrigin,
} from './static-host-files';

const sources = cspSourcesFromEnv({});
const languages = ['nl', 'en'];

/** The file as the hosts read it: a path line, then its indented `Name: value` lines. */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      expect(rules.has(line), `${line} twice`).toBe(false);
      rules.set(line, (current = {}));
      continue;
    }
    const match = /^ {2}([A-Za-z-]+): (.+)$/.exec(line);
    expect(match, line).not.toBeNull();
    if (current && match?.[1] && match[2]) current[match[1]] = match[2];
  }
  return rules;
}

describe('_headers', () => {
  const text = headersFile({ sources, languages });
  const rules = parseHeaders(text);

  it('sends the security headers (https: both hosts serve over it)', () => {
    expect(rules.get('/*')).toEqual(securityHeaders(sources, true));
  });

  it('caches assets for a year and revalidates version.json and every page', () => {
    expect(rules.get('/assets/*')).toEqual({ 'Cache-Control': CACHE_CONTROL.immutable });
    for (const path of ['/version.json', '/', '/index.html', '/nl', '/nl/*', '/en', '/en/*'])
      expect(rules.get(path), path).toEqual({ 'Cache-Control': CACHE_CONTROL.revalidate });
  });

  it('sets Cache-Control in no rule that /* also matches (Cloudflare would join the values)', () => {
    expect(rules.get('/*')).not.toHaveProperty('Cache-Control');
  });

  it("stays within Cloudflare's limits: 100 rules, 2,000 characters a line", () => {
    expect(rules.size).toBeLessThanOrEqual(100);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
  });
});

describe('_redirects', () => {
  it('answers a missing asset with 404 and every other missing path with the app, last', () => {
    const lines = redirectsFile({})
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual([`/assets/*  /${ASSETS_NOT_FOUND_FILE}  404`, '/*  /index.html  200']);
  });

  it('proxies /api and /auth to absolute origins, path unchanged, before the fallback', () => {
    const lines = redirectsFile({
      API_UPSTREAM: 'https://api.shop.example',
      AUTH_UPSTREAM: 'https://auth.shop.example',
    })
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines.slice(0, 2)).toEqual([
      '/api/*  https://api.shop.example/api/:splat  200',
      '/auth/*  https://auth.shop.example/auth/:splat  200',
    ]);
    expect(lines.at(-1)).toBe('/*  /index.html  200');
  });
});

describe('upstreamOrigin', () => {
  it('takes an absolute origin and nothing else', () => {
    expect(upstreamOrigin('API_UPSTREAM', undefined)).toBeUndefined();
    expect(upstreamOrigin('API_UPSTREAM', ' ')).toBeUndefined();
    expect(upstreamOrigin('API_UPSTREAM', 'https://api.shop.example/')).toBe(
      'https://api.shop.example',
    );
    for (const bad of [
      '/api',
      'api.shop.example',
      'https://api.shop.example/v1',
      'ftp://x.example',
    ])
      expect(() => upstreamOrigin('API_UPSTREAM', bad), bad).toThrow(/API_UPSTREAM must be/);
  });
});
