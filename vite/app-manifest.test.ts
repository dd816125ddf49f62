import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shopIdentity } from '../src/shared/api/contract/shop-identity';
import { appManifest } from './app-manifest';

const template = readFileSync(new URL('../public/manifest.webmanifest', import.meta.url), 'utf8');

describe('appManifest', () => {
  it('names the app after the shop of shop.config.json, keeping the rest of public/', () => {
    const manifest = JSON.parse(appManifest(template, { ...shopIdentity, name: 'Zakkenhuis' }));
    expect(manifest).toMatchObject({
      name: 'Zakkenhuis',
      short_name: 'Zakkenhuis',
      start_url: '/',
    });
    expect(manifest.icons).toEqual(JSON.parse(template).icons);
  });
});
