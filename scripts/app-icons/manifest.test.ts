/**
 * The web app manifest (public/manifest.webmanifest) and its icons: what browsers need to offer
 * "install", every icon present at the size it claims (read from the PNG header), colours from the
 * design tokens, and the links in index.html, which every prerendered page keeps, under a policy
 * that lets the browser load them.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopIdentity } from '../../src/shared/api/contract/shop-identity';
import { appManifest } from '../../vite/app-manifest';
import { cspDirectives, cspSourcesFromEnv } from '../../vite/csp-policy';
import { root } from '../lib/project';
import { pageHtml } from '../prerender/page-html';
import { brandColour, designToken } from './brand';

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const publicFile = (url: string) => path.join(root, 'public', url);
// As served: the build adds the shop's name from shop.config.json (vite/app-manifest.ts).
const manifest = JSON.parse(
  appManifest(readFileSync(publicFile('manifest.webmanifest'), 'utf8'), shopIdentity),
) as Record<string, unknown>;
const icons = manifest.icons as Icon[];
const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error(`${file} is not a PNG`);
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error(`${file} has no IHDR first`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const purposes = (icon: Icon) => (icon.purpose ?? 'any').split(/\s+/);

/** The attributes of the first tag in index.html matching `pattern`. */
function tag(pattern: RegExp): Record<string, string> {
  const found = pattern.exec(indexHtml)?.[0];
  if (!found) throw new Error(`index.html has no ${String(pattern)}`);
  return Object.fromEntries([...found.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

describe('public/manifest.webmanifest', () => {
  it('has what a browser needs to install the shop', () => {
    expect(manifest).toMatchObject({
      name: expect.any(String),
      short_name: expect.any(String),
      display: 'standalone',
    });
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
    // `/` opens the shop in the shopper's language (cookie, else the browser's): one manifest
    // serves all four.
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
  });

  it('takes its colours from the design tokens and agrees with index.html', () => {
    expect(manifest.theme_color).toBe(brandColour());
    expect(manifest.background_color).toBe(designToken('color-bg'));
    expect(tag(/<meta name="theme-color"[^>]*>/).content).toBe(brandColour());
    expect(readFileSync(publicFile('favicon.svg'), 'utf8')).toContain(`fill="${brandColour()}"`);
  });

  it('names PNG icons of 192 and 512 pixels, a maskable one and the SVG mark', () => {
    const png = (size: number, purpose: string) =>
      icons.some(
        (icon) =>
          icon.type === 'image/png' &&
          icon.sizes === `${size}x${size}` &&
          purposes(icon).includes(purpose),
      );
    expect(png(192, 'any')).toBe(true);
    expect(png(512, 'any')).toBe(true);
    expect(png(512, 'maskable')).toBe(true);
    expect(icons).toContainEqual(
      expect.objectContaining({ type: 'image/svg+xml', sizes: 'any', src: '/favicon.svg' }),
    );
  });

  it.each(icons.map((icon) => [icon.src, icon] as const))(
    '%s exists with the type and size it states',
    (src, icon) => {
      const file = publicFile(src);
      expect(statSync(file).isFile()).toBe(true);
      if (icon.type === 'image/svg+xml') {
        expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
        return;
      }
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(file)).toEqual({ width, height });
    },
  );
});

describe('index.html', () => {
  it('links the manifest and a 180 × 180 Apple touch icon', () => {
    expect(tag(/<link rel="manifest"[^>]*>/).href).toBe('/manifest.webmanifest');
    const touchIcon = tag(/<link rel="apple-touch-icon"[^>]*>/).href ?? '';
    expect(pngSize(publicFile(touchIcon))).toEqual({ width: 180, height: 180 });
  });

  it('keeps the links on every prerendered page', () => {
    const html = pageHtml(indexHtml, {
      language: 'fr',
      title: 'Accueil | BagDirect',
      head: '<meta name="description" content="…" data-head>',
      script: '',
      entryMeta: 'app-entry',
      chunksMeta: 'app-chunks',
      routeModule: 'home',
      body: '<div id="root"></div>',
    });
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(html).toContain(`<meta name="theme-color" content="${brandColour()}" />`);
  });

  it('is allowed to load them by the Content-Security-Policy', () => {
    const directives = new Map(
      cspDirectives(cspSourcesFromEnv({}), { target: 'header', https: true }),
    );
    // No manifest-src: it falls back to default-src, which allows the shop's own origin.
    expect(directives.get('manifest-src') ?? directives.get('default-src')).toContain("'self'");
    expect(directives.get('img-src')).toContain("'self'");
  });
});
