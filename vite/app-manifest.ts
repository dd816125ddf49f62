/**
 * Vite plugin: the web app manifest takes the shop's name from shop.config.json
 * (docs/decisions/0069-shop-identity-in-one-file.md). public/manifest.webmanifest has everything
 * else; the dev server answers it with the name added, and the browser build rewrites its copy in
 * the output folder.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  checkedShopIdentity as shopIdentity,
  type ShopIdentity,
} from '../src/shared/api/contract/shop-identity-schema.ts';

const APP_MANIFEST = 'manifest.webmanifest';

/** The manifest of public/ with the shop's name (installed apps show short_name under the icon). */
export function appManifest(template: string, identity: ShopIdentity): string {
  const manifest = JSON.parse(template) as Record<string, unknown>;
  return `${JSON.stringify({ name: identity.name, short_name: identity.name, ...manifest }, null, 2)}\n`;
}

export function appManifestPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'shop:app-manifest',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use(`/${APP_MANIFEST}`, (_request, response) => {
        const template = readFileSync(path.join(publicDir, APP_MANIFEST), 'utf8');
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(appManifest(template, shopIdentity));
      });
    },
    writeBundle(options) {
      // The server bundle (prerender) has no public files.
      const file = path.join(options.dir ?? '', APP_MANIFEST);
      if (options.dir && existsSync(file))
        writeFileSync(file, appManifest(readFileSync(file, 'utf8'), shopIdentity));
    },
  };
}
