import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnvFiles, readEnvFiles } from './env-files';

let dir: string;

const names = ['A', 'B', 'C', 'D', 'EXPANDED', 'SHOP_TEST_FROM'];

beforeEach(() => {
  // Unset here; unstubAllEnvs() takes away what loadEnvFiles() puts into process.env.
  for (const name of names) vi.stubEnv(name, undefined);
  dir = mkdtempSync(path.join(tmpdir(), 'shop-env-files-'));
  const files: Record<string, string> = {
    '.env': 'FROM=env\nA=env\nB=env\nC=env\nD=env\nEXPANDED=${A}-x\n',
    '.env.local': 'FROM=env.local\nB=env.local\nC=env.local\nD=env.local\n',
    '.env.production': 'FROM=env.production\nC=env.production\nD=env.production\n',
    '.env.production.local': 'FROM=env.production.local\nD=env.production.local\n',
    '.env.development': 'FROM=env.development\n',
  };
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(dir, name), content.replaceAll('FROM', 'SHOP_TEST_FROM'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('env files, read the way Vite reads them', () => {
  it('lets .env.local override .env, .env.[mode] override both, .env.[mode].local override all', () => {
    const env = readEnvFiles('production', dir);
    expect(env).toMatchObject({
      A: 'env',
      B: 'env.local',
      C: 'env.production',
      D: 'env.production.local',
      SHOP_TEST_FROM: 'env.production.local',
      EXPANDED: 'env-x',
    });
    expect(readEnvFiles('development', dir)).toMatchObject({
      C: 'env.local',
      SHOP_TEST_FROM: 'env.development',
    });
  });

  it('reads every variable, not only VITE_* ones', () => {
    writeFileSync(
      path.join(dir, '.env.production'),
      'SENTRY_ORG=shop\nVITE_SITE_URL=https://x.nl\n',
    );
    expect(readEnvFiles('production', dir)).toMatchObject({
      SENTRY_ORG: 'shop',
      VITE_SITE_URL: 'https://x.nl',
    });
  });

  it('lets the environment win over every file, also with an empty value', () => {
    vi.stubEnv('C', 'shell');
    vi.stubEnv('D', '');
    loadEnvFiles('production', dir);
    expect(process.env.C).toBe('shell');
    expect(process.env.D).toBe('');
    expect(process.env.B).toBe('env.local');
  });
});
