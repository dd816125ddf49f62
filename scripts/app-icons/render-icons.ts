/**
 * `npx tsx scripts/app-icons/render-icons.ts`: draws the PNG icons of the web app manifest
 * (public/manifest.webmanifest) and the Apple touch icon from the shop's mark in
 * public/favicon.svg, with a headless Chromium (Debian's /usr/bin/chromium when present). Run it
 * again when the mark or the brand colour changes; the PNGs are committed, the build only copies
 * them. scripts/app-icons/manifest.test.ts checks the result.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, root, systemChromium } from '../lib/project';
import { brandColour } from './brand';

const publicDir = path.join(root, 'public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
/** The white bag of the mark; its box is x 10–22, y 8–27 in the mark's 32 × 32. */
const bag = /<path\b[^>]*\bd="([^"]+)"/.exec(favicon)?.[1];
if (!bag) throw new Error('public/favicon.svg has no <path d="…"> (the bag) to draw');

/**
 * A square without transparent corners, the bag centred: for masks (Android crops to a circle
 * or a rounded shape; the bag stays inside the central safe circle of 40 % radius) and for iOS,
 * which rounds the corners itself.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brandColour()}"/><path d="${bag}" transform="translate(0 -1.5)" fill="#fff"/></svg>`;

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icons/icon-192.png', size: 192, svg: favicon },
  { file: 'icons/icon-512.png', size: 512, svg: favicon },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'icons/apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumFlags });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0"><img src="${source}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    writeFileSync(path.join(publicDir, file), png);
    console.log(`public/${file}: ${size} × ${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
